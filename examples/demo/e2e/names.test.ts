import type { Browser } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { freshAccount } from './freshAccount.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { ethBalance, lastFeePaid, sendThroughModal } from './sendActions.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function openConnected(privateKey: `0x${string}`) {
  const devnet = inject('devnet')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { privateKey }),
  })
  await connectDevWallet(session.page)
  return session
}

describe('the names plugin on the devnet (wagmi adapter, Chromium)', () => {
  it('registers a name in the UI; the service resolves it both ways, it becomes the identity, and a send by name arrives', async () => {
    const devnet = inject('devnet')
    const serviceUrl = devnet.service?.url ?? ''
    const rpcUrl = devnet.evm.rpcUrls['1'] ?? ''
    const owner = await freshAccount('1')
    const label = `e2e-${owner.address.slice(2, 10).toLowerCase()}`
    const name = `${label}.foyer.eth`

    const session = await openConnected(owner.privateKey)
    const { page } = session
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Choose name' }).click()
    const input = modal.getByLabel('Name', { exact: true })
    await input.fill('ab')
    await modal.getByText('A name needs at least 4 characters.').waitFor()
    await input.fill(label)
    await modal.getByText(`${name} is available.`).waitFor()
    await modal.getByRole('list', { name: 'Suggested names' }).waitFor()
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])

    await modal.getByRole('button', { name: 'Register name' }).click()
    await modal.getByText(`${name} is now your account's name.`).waitFor({ timeout: 20_000 })
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])

    // The service verified the signature and resolves the name both ways.
    const query = '?projectId=foyer-dev'
    const forward = (await (await fetch(`${serviceUrl}/v1/profile/account/${name}${query}`)).json()) as {
      addresses: Record<string, { address: string }>
    }
    expect(forward.addresses[String(0x80000001)]?.address.toLowerCase()).toBe(owner.address.toLowerCase())
    const reverse = (await (
      await fetch(`${serviceUrl}/v1/profile/reverse/${owner.address}${query}`)
    ).json()) as {
      name: string
    }[]
    expect(reverse.map((entry) => entry.name)).toContain(name)

    // Identity sync picked the name up: the Account view and the account button show it.
    await modal.getByRole('button', { name: 'Done' }).click()
    await modal.getByText(name, { exact: true }).first().waitFor()
    // With a name, the entry offers to change it.
    await modal.getByRole('button', { name: 'Change name' }).waitFor()
    expect(await modal.getByRole('button', { name: 'Choose name' }).count()).toBe(0)
    await modal.getByRole('button', { name: 'Close' }).click()
    await page
      .getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) })
      .first()
      .waitFor()
    await session.close()

    // Another account sends to the name; exactly the amount arrives.
    const sender = await freshAccount('2')
    const other = await openConnected(sender.privateKey)
    const before = await Promise.all([ethBalance(rpcUrl, sender.address), ethBalance(rpcUrl, owner.address)])
    await sendThroughModal(other.page, { token: 'ETH', amount: '0.25', receiver: name })
    const fee = await lastFeePaid(rpcUrl, sender.address)
    expect(await ethBalance(rpcUrl, owner.address)).toBe(before[1] + parseEther('0.25'))
    expect(await ethBalance(rpcUrl, sender.address)).toBe(before[0] - parseEther('0.25') - fee)
    await other.close()
  })

  it('a taken name is refused on the form, with free names to pick instead', async () => {
    const first = await freshAccount('1')
    const label = `taken-${first.address.slice(2, 8).toLowerCase()}`
    const session = await openConnected(first.privateKey)
    const { page } = session
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Choose name' }).click()
    await modal.getByLabel('Name', { exact: true }).fill(label)
    await modal.getByRole('button', { name: 'Register name' }).and(page.locator(':enabled')).click()
    await modal.getByRole('button', { name: 'Done' }).click()
    await session.close()

    const second = await freshAccount('1')
    const again = await openConnected(second.privateKey)
    await again.page.getByRole('button', { name: 'Open modal' }).click()
    const secondModal = dialog(again.page)
    await secondModal.getByRole('button', { name: 'Choose name' }).click()
    await secondModal.getByLabel('Name', { exact: true }).fill(label)
    await secondModal.getByText(`${label}.foyer.eth is taken.`).waitFor()
    expect(await secondModal.getByRole('button', { name: 'Register name' }).isDisabled()).toBe(true)
    const suggestions = secondModal.getByRole('list', { name: 'Suggested names' })
    await suggestions.getByRole('button').first().click()
    await secondModal.getByText(/is available\.$/).waitFor()
    await again.close()
  })
})
