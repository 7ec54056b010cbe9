import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { bitcoinDevKeys, bitcoinWalletScripts } from './bitcoinWallet.js'
import { dialog } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { solanaDevAddress, solanaWalletScripts } from './solanaWallet.js'

// What the page's Polkadot panel signs (multichainPolkadotPanel.tsx).
const polkadotDemoMessage = 'Hello from the Foyer demo'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
  await cryptoWaitReady()
})
afterAll(async () => {
  await browser?.close()
})

it('connects the dev Polkadot extension on the multichain page and signs a message that verifies independently', async () => {
  const bundle = await readFile(join(inject('walletsDir'), 'polkadot-wallet.js'), 'utf8')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [`window.__FOYER_DEV_POLKADOT_WALLET__ = { uri: '//Alice' };`, bundle],
    query: 'multichain.html',
  })
  const { page } = session
  const text = (testId: string) => page.getByTestId(testId).textContent()

  await page.getByRole('button', { name: 'Connect Polkadot wallet' }).click()
  const modal = dialog(page)
  const devWallet = modal.getByRole('button', { name: /Foyer Dev Wallet|foyer-dev/ }).first()
  await devWallet.waitFor()
  // The embedded wallet holds no Polkadot account: no email or social login here.
  expect(await modal.getByRole('button', { name: /^Continue with/ }).count()).toBe(0)
  expect(await modal.getByRole('textbox', { name: /email/i }).count()).toBe(0)
  await devWallet.click()
  await expect.poll(() => text('polkadot-status'), { timeout: 15_000 }).toBe('connected')
  const address = (await text('polkadot-address')) ?? ''
  // //Alice on the generic substrate prefix (42).
  expect(address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')

  // The Account view offers what Polkadot can do (Receive), not Buy, Send, Swap or the token tabs.
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.getByRole('button', { name: /^Receive/ }).waitFor()
  expect(await modal.getByRole('button', { name: /^(Buy|Send|Swap)/ }).count()).toBe(0)
  expect(await modal.getByRole('tab').count()).toBe(0)
  expect(await runAxe(page)).toEqual([])

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign a Polkadot message' }).click()
  await expect.poll(() => text('polkadot-signature'), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]+$/)
  const signature = (await text('polkadot-signature')) ?? ''
  expect(signatureVerify(polkadotDemoMessage, signature, address).isValid).toBe(true)
  expect(signatureVerify('another message', signature, address).isValid).toBe(false)

  await page.getByRole('button', { name: 'Disconnect Polkadot' }).click()
  await expect.poll(() => text('polkadot-status')).toBe('disconnected')
  expect(session.blocked).toEqual([])
  await session.close()
})

it('restores all four namespaces after a reload, and again after a second one', async () => {
  const devnet = inject('devnet')
  const walletsDir = inject('walletsDir')
  const polkadotBundle = await readFile(join(walletsDir, 'polkadot-wallet.js'), 'utf8')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [
      ...(await devWalletScripts(devnet, walletsDir, { account: 3 })),
      ...(await solanaWalletScripts(devnet, walletsDir, { account: 3 })),
      ...(await bitcoinWalletScripts(devnet, walletsDir, { account: 3 })),
      `window.__FOYER_DEV_POLKADOT_WALLET__ = { uri: '//Alice' };`,
      polkadotBundle,
    ],
    query: 'multichain.html',
  })
  const { page } = session
  const expected = {
    evm: devnet.evm.accounts[3]?.address,
    solana: solanaDevAddress(3),
    bitcoin: bitcoinDevKeys(3).payment.address,
    polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  }
  const namespaces = Object.keys(expected) as (keyof typeof expected)[]
  const buttons = {
    evm: 'Connect EVM wallet',
    solana: 'Connect Solana wallet',
    bitcoin: 'Connect Bitcoin wallet',
    polkadot: 'Connect Polkadot wallet',
  }
  for (const namespace of namespaces) {
    await page.getByRole('button', { name: buttons[namespace] }).click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await waitForConnected(page, namespace)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
  }
  const accounts = () =>
    Promise.all(namespaces.map((namespace) => page.getByTestId(`${namespace}-address`).textContent()))
  expect(await accounts()).toEqual(namespaces.map((namespace) => expected[namespace]))

  for (const attempt of [1, 2]) {
    await page.reload()
    for (const namespace of namespaces) await waitForConnected(page, namespace, `reload ${attempt}`)
    expect(await accounts(), `reload ${attempt}`).toEqual(namespaces.map((namespace) => expected[namespace]))
  }
  expect(session.errors).toEqual([])
  expect(session.blocked).toEqual([])
  await session.close()
})

async function waitForConnected(page: Page, namespace: string, message?: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId(`${namespace}-status`).textContent(), { timeout: 15_000, message })
    .toBe('connected')
}
