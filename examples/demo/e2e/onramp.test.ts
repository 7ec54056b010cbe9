import { formatBalance, parseUnits } from '@foyer/core'
import { solanaDevAccounts } from '@foyer/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { freshAccount } from './freshAccount.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { erc20Balance, ethBalance } from './sendActions.js'
import { solanaBalance, solanaClusterUrls, solanaWalletScripts } from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('the on-ramp plugin on the devnet (wagmi adapter, Chromium)', () => {
  it("buys 50 USD of ETH and of USDC through the test provider's checkout: the balances rise by exactly the quote, and Activity lists both", async () => {
    const devnet = inject('devnet')
    const chain = devnet.evm.chains.find((entry) => entry.chainId === 1)
    const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
    if (!chain || !usdc) throw new Error('no chain 1 or USDC on the devnet')
    const buyer = await freshAccount('1')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(devnet, inject('walletsDir'), { privateKey: buyer.privateKey }),
    })
    const { page } = session
    await connectDevWallet(page)
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)

    const balance = (asset: string) =>
      asset === 'ETH'
        ? ethBalance(chain.rpcUrl, buyer.address)
        : erc20Balance(chain.rpcUrl, usdc.address, buyer.address)
    for (const [asset, decimals] of [
      ['ETH', 18],
      ['USDC', 6],
    ] as const) {
      await modal.getByRole('button', { name: 'Buy crypto' }).click()
      await modal.getByLabel('Amount (USD)').fill('50')
      await modal
        .getByRole('list', { name: 'Asset to buy' })
        .getByRole('button', { name: new RegExp(`^${asset}\\b`) })
        .click()
      const coinbase = modal
        .getByRole('list', { name: 'Providers' })
        .getByRole('button', { name: /Buy with Coinbase/ })
      await coinbase.waitFor()
      const description = (await coinbase.textContent()) ?? ''
      const quoted = new RegExp(`≈ ([0-9.]+) ${asset}`).exec(description)?.[1]
      if (!quoted) throw new Error(`no quote in ${JSON.stringify(description)}`)
      if (asset === 'ETH') {
        await waitForAnimations(page)
        expect(await runAxe(page)).toEqual([])
        expect(await findUnstyledElements(dialog(page))).toEqual([])
      }

      const before = await balance(asset)
      const [checkout] = await Promise.all([page.context().waitForEvent('page'), coinbase.click()])
      await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
      await checkout.locator('#status').filter({ hasText: 'Paid' }).waitFor()
      await checkout.close()
      expect((await balance(asset)) - before).toBe(parseUnits(quoted, decimals))
      await modal.getByText('Complete your purchase with Coinbase in the new window.').waitFor()
      await modal.getByRole('button', { name: 'Back' }).click()
    }

    await modal.getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(async () => modal.getByText('Bought').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    await session.close()
  })

  it('buys 50 USD of SOL through Meld on the multichain page: the SOL balance rises by exactly the quote', async () => {
    const devnet = inject('devnet')
    const url = solanaClusterUrls(devnet).mainnet
    const buyer = solanaDevAccounts[6]
    if (!buyer) throw new TypeError('no Solana dev account 6')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await solanaWalletScripts(devnet, inject('walletsDir'), { account: 6 }),
      query: 'multichain.html',
    })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Solana wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await expect.poll(() => page.getByTestId('solana-status').textContent()).toBe('connected')
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Buy crypto' }).click()
    await modal.getByLabel('Amount (USD)').fill('50')
    await modal
      .getByRole('list', { name: 'Asset to buy' })
      .getByRole('button', { name: /^SOL\b/ })
      .click()
    const providers = modal.getByRole('list', { name: 'Providers' })
    const meld = providers.getByRole('button', { name: /Buy with Meld/ })
    await meld.waitFor()
    // Coinbase does not sell on Solana (SPEC.md §9).
    expect(await providers.getByRole('button').count()).toBe(1)
    const quoted = /≈ ([0-9.]+) SOL/.exec((await meld.textContent()) ?? '')?.[1]
    if (!quoted) throw new Error('no SOL quote')

    const before = await solanaBalance(url, buyer.address)
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), meld.click()])
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await checkout.locator('#status').filter({ hasText: 'Paid' }).waitFor()
    await checkout.close()
    expect((await solanaBalance(url, buyer.address)) - before).toBe(parseUnits(quoted, 9))
    // The view learns of the purchase from the service and says what arrived.
    await modal
      .getByRole('status')
      .filter({ hasText: `Purchase complete: ${formatBalance(quoted, 'SOL')} arrived in your wallet.` })
      .waitFor({ timeout: 15_000 })
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByText('Bought').first().waitFor({ timeout: 15_000 })
    await session.close()
  })
})
