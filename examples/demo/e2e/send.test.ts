import { formatBalance, formatExactBalance, formatUnits, parseUnits, truncateAddress } from '@foyer/core'
import { solanaFeeToken, solanaFeeTokenFee } from '@foyer/devnet'
import { Keypair } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, rpc, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import {
  erc20Balance,
  ethBalance,
  fillSendForm,
  lastFeePaid,
  registerName,
  sendThroughModal,
  serviceBalance,
} from './sendActions.js'
import { serveStatic } from './serveStatic.js'
import {
  solanaBalance,
  solanaClusterUrls,
  solanaDevAddress,
  solanaTransactionFee,
  solanaWalletScripts,
} from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The demo (wagmi adapter, send plugin) with the dev wallet of `account`, connected. */
async function openConnected(account: number) {
  const devnet = inject('devnet')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account }),
  })
  await connectDevWallet(session.page)
  return session
}

function mainnetChain() {
  const chain = inject('devnet').evm.chains.find((entry) => entry.chainId === 1)
  if (!chain) throw new Error('no chain 1 on the devnet')
  const token = (symbol: string) => {
    const found = chain.tokens.find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`no ${symbol}`)
    return found
  }
  return { rpcUrl: chain.rpcUrl, usdc: token('USDC'), wbtc: token('WBTC') }
}

const reviewButton = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true })

describe('the send plugin on the devnet (wagmi adapter, Chromium)', () => {
  it('sends ETH, USDC (6 decimals) and WBTC (8): each balance moves by exactly the amount, the sender also by the fee', async () => {
    const devnet = inject('devnet')
    const { rpcUrl, usdc, wbtc } = mainnetChain()
    const from = devnet.evm.accounts[3]?.address ?? ''
    const to = devnet.evm.accounts[7]?.address ?? ''
    const session = await openConnected(3)
    const { page } = session

    const ethBefore = await Promise.all([ethBalance(rpcUrl, from), ethBalance(rpcUrl, to)])
    await sendThroughModal(page, { token: 'ETH', amount: '0.5', receiver: to })
    const ethFee = await lastFeePaid(rpcUrl, from)
    expect(await ethBalance(rpcUrl, from)).toBe(ethBefore[0] - parseUnits('0.5', 18) - ethFee)
    expect(await ethBalance(rpcUrl, to)).toBe(ethBefore[1] + parseUnits('0.5', 18))

    for (const [token, amount] of [
      [usdc, '12.345678'],
      [wbtc, '0.12345678'],
    ] as const) {
      const before = await Promise.all([
        erc20Balance(rpcUrl, token.address, from),
        erc20Balance(rpcUrl, token.address, to),
        ethBalance(rpcUrl, from),
      ])
      await sendThroughModal(page, { token: token.symbol, amount, receiver: to })
      const fee = await lastFeePaid(rpcUrl, from)
      const units = parseUnits(amount, token.decimals)
      expect(await erc20Balance(rpcUrl, token.address, from)).toBe(before[0] - units)
      expect(await erc20Balance(rpcUrl, token.address, to)).toBe(before[1] + units)
      expect(await ethBalance(rpcUrl, from)).toBe(before[2] - fee)
    }

    // Activity names who the USDC went to (not the token contract the transaction called), with the exact amount.
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const usdcRow = modal
      .locator('.foyer-activity__year li')
      .filter({ hasText: `-${formatBalance('12.345678', 'USDC')}` })
    await usdcRow.waitFor({ timeout: 15_000 })
    const usdcText = (await usdcRow.textContent()) ?? ''
    expect(usdcText).toContain('Sent')
    expect(usdcText.toLowerCase()).toContain(`to ${truncateAddress(to)}`.toLowerCase())
    expect(usdcText.toLowerCase()).not.toContain(truncateAddress(usdc.address).toLowerCase())
    expect(session.errors).toEqual([])
    await session.close()
  })

  it('sends to a registered name, resolved through the naming service to its first address', async () => {
    const devnet = inject('devnet')
    const { rpcUrl } = mainnetChain()
    const named = devnet.evm.accounts[8]
    if (!named || !devnet.service) throw new Error('devnet without account 8 or service')
    await registerName(devnet.service.url, named.privateKey as `0x${string}`, 'sendtoname')
    const session = await openConnected(4)
    const before = await ethBalance(rpcUrl, named.address)
    await fillSendForm(session.page, { token: 'ETH', amount: '0.1', receiver: 'sendtoname.foyer.eth' })
    await dialog(session.page).getByText(`sendtoname.foyer.eth: ${named.address}`).waitFor()
    await dialog(session.page).getByRole('button', { name: 'Review send' }).click()
    await dialog(session.page)
      .getByText(/^sendtoname\.foyer\.eth \(/)
      .waitFor()
    await reviewButton(session.page, 'Send').and(session.page.locator(':enabled')).waitFor()
    await reviewButton(session.page, 'Send').click()
    await session.page.getByText('Transaction started').waitFor({ timeout: 20_000 })
    await expect.poll(() => ethBalance(rpcUrl, named.address)).toBe(before + parseUnits('0.1', 18))
    expect(session.errors).toEqual([])
    await session.close()
  })

  it('sends Max of ETH leaving exactly nothing, then says "Insufficient gas" for a token', async () => {
    const devnet = inject('devnet')
    const { rpcUrl } = mainnetChain()
    const from = devnet.evm.accounts[5]?.address ?? ''
    const to = devnet.evm.accounts[6]?.address ?? ''
    const session = await openConnected(5)
    const before = await ethBalance(rpcUrl, to)
    const balance = await ethBalance(rpcUrl, from)
    await sendThroughModal(session.page, { token: 'ETH', amount: 'max', receiver: to })
    const fee = await lastFeePaid(rpcUrl, from)
    expect(await ethBalance(rpcUrl, from)).toBe(0n)
    expect(await ethBalance(rpcUrl, to)).toBe(before + balance - fee)

    await fillSendForm(session.page, { token: 'USDC', amount: '1', receiver: to })
    const blocked = dialog(session.page).getByRole('button', { name: 'Insufficient gas' })
    await blocked.waitFor()
    expect(await blocked.isDisabled()).toBe(true)
    await session.close()
  })

  it('goes back to the review with nothing lost when the wallet refuses the signature; then shows the send pending, then confirmed', async () => {
    const devnet = inject('devnet')
    const { rpcUrl } = mainnetChain()
    const to = devnet.evm.accounts[9]?.address ?? ''
    const session = await openConnected(6)
    const { page } = session
    await fillSendForm(page, { token: 'ETH', amount: '0.01', receiver: to })
    await dialog(page).getByRole('button', { name: 'Review send' }).click()
    await page.evaluate(() =>
      (
        window as unknown as { foyerDevEvmProvider: { setReject(value: boolean): void } }
      ).foyerDevEvmProvider.setReject(true),
    )
    const before = await ethBalance(rpcUrl, to)
    await reviewButton(page, 'Send').and(page.locator(':enabled')).waitFor()
    await reviewButton(page, 'Send').click()
    await dialog(page).getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    await dialog(page).getByText('0.01 ETH').waitFor()

    await page.evaluate(() =>
      (
        window as unknown as { foyerDevEvmProvider: { setReject(value: boolean): void } }
      ).foyerDevEvmProvider.setReject(false),
    )
    // With mining held back, the review turns into the transfer's status: pending with its hash, then confirmed.
    await rpc(rpcUrl, 'evm_setAutomine', [false])
    try {
      await reviewButton(page, 'Send').click()
      await page.getByText('Transaction started').waitFor({ timeout: 20_000 })
      const status = dialog(page).locator('.foyer-send-status')
      await status.getByRole('status').filter({ hasText: 'Transaction pending…' }).waitFor()
      // The toast never covers the panel's Done, on a desktop or on a phone (where the modal is a bottom sheet).
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await waitForAnimations(page)
        const [toast, done] = await Promise.all([
          page.locator('.foyer-snackbar').boundingBox(),
          status.getByRole('button', { name: 'Done' }).boundingBox(),
        ])
        if (!toast || !done) throw new Error(`no toast or no Done at ${width} px`)
        const apart =
          toast.x + toast.width <= done.x ||
          done.x + done.width <= toast.x ||
          toast.y + toast.height <= done.y ||
          done.y + done.height <= toast.y
        expect({ width, toast, done, apart }).toMatchObject({ width, apart: true })
      }
      await page.setViewportSize({ width: 1200, height: 900 })
      const hash = (await status.locator('code').getAttribute('title')) ?? ''
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await status.getByRole('link', { name: /View on Etherscan/ }).getAttribute('href')).toBe(
        `https://etherscan.io/tx/${hash}`,
      )
      expect(await runAxe(page)).toEqual([])
      await rpc(rpcUrl, 'evm_mine')
      await status
        .getByRole('status')
        .filter({ hasText: 'Transaction confirmed' })
        .waitFor({ timeout: 20_000 })
      const receipt = await rpc<{ status: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [hash])
      expect(receipt).toMatchObject({ status: '0x1', to: to.toLowerCase() })
      await status.getByRole('button', { name: 'Done' }).click()
      await dialog(page).getByRole('button', { name: 'Copy address' }).waitFor()
    } finally {
      await rpc(rpcUrl, 'evm_setAutomine', [true])
    }
    await expect.poll(() => ethBalance(rpcUrl, to)).toBe(before + parseUnits('0.01', 18))
    await session.close()
  })
})

describe('the send plugin on the Solana endpoint (multichain page)', () => {
  it('sends SOL, the test USDC (creating the receiver token account) and a Token-2022 token with a transfer fee, each balance moving by exactly the amount', async () => {
    const devnet = inject('devnet')
    const clusters = solanaClusterUrls(devnet)
    const serviceUrl = devnet.service?.url ?? ''
    const chainId =
      devnet.solana?.clusters.mainnet?.caipNetworkId ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const from = solanaDevAddress(3)
    const to = solanaDevAddress(8)
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await solanaWalletScripts(devnet, inject('walletsDir'), { account: 3 }),
      query: 'multichain.html',
    })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Solana wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await expect
      .poll(() => page.getByTestId('solana-status').textContent(), { timeout: 15_000 })
      .toBe('connected')

    const solBefore = await Promise.all([
      solanaBalance(clusters.mainnet, from),
      solanaBalance(clusters.mainnet, to),
    ])
    await sendThroughModal(page, { token: 'SOL', amount: '0.25', receiver: to })
    const signature = await lastSignature(clusters.mainnet, from)
    const fee = await solanaTransactionFee(clusters.mainnet, signature)
    await expect.poll(() => solanaBalance(clusters.mainnet, to)).toBe(solBefore[1] + 250_000_000n)
    const solAfter = solBefore[0] - 250_000_000n - fee
    expect(await solanaBalance(clusters.mainnet, from)).toBe(solAfter)
    // The header's account button shows the new balance (exactly, in its title), not the one from before the send.
    await expect
      .poll(() => page.locator('.foyer-account-button__balance').getAttribute('title'), { timeout: 15_000 })
      .toBe(formatExactBalance(formatUnits(solAfter, 9), 'SOL'))

    // A fresh receiver has no USDC account: the transfer creates it (the sender pays its rent and the fee).
    const fresh = Keypair.generate().publicKey.toBase58()
    const usdcBefore = await serviceBalance(serviceUrl, from, chainId, 'USDC')
    await sendThroughModal(page, { token: 'USDC', amount: '1.5', receiver: fresh })
    await expect.poll(() => serviceBalance(serviceUrl, fresh, chainId, 'USDC')).toBe(1_500_000n)
    expect(await serviceBalance(serviceUrl, from, chainId, 'USDC')).toBe(usdcBefore - 1_500_000n)

    // A Token-2022 mint with a 1% transfer fee (the devnet's FEE): the transfer runs on Token-2022 and creates the
    // receiver's account there; the sender loses the amount, the receiver gets it less the fee the program withholds.
    const feeTokenBefore = await serviceBalance(serviceUrl, from, chainId, solanaFeeToken.symbol)
    expect(feeTokenBefore).toBeGreaterThan(10_000_000n)
    await sendThroughModal(page, { token: solanaFeeToken.symbol, amount: '10', receiver: fresh })
    await expect
      .poll(() => serviceBalance(serviceUrl, fresh, chainId, solanaFeeToken.symbol))
      .toBe(10_000_000n - solanaFeeTokenFee(10_000_000n))
    expect(solanaFeeTokenFee(10_000_000n)).toBe(100_000n)
    expect(await serviceBalance(serviceUrl, from, chainId, solanaFeeToken.symbol)).toBe(
      feeTokenBefore - 10_000_000n,
    )
    expect(session.errors).toEqual([])
    await session.close()
  })

  it("says 'Please enter a valid amount and receiver address' until both are valid", async () => {
    const devnet = inject('devnet')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await solanaWalletScripts(devnet, inject('walletsDir'), { account: 4 }),
      query: 'multichain.html',
    })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Solana wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await expect
      .poll(() => page.getByTestId('solana-status').textContent(), { timeout: 15_000 })
      .toBe('connected')
    await fillSendForm(page, { token: 'SOL', amount: '0.1', receiver: 'not-an-address' })
    await dialog(page)
      .getByRole('button', { name: 'Please enter a valid amount and receiver address' })
      .waitFor()
    await session.close()
  })
})

describe('the send plugin through WalletConnect (the devnet relay and the WalletConnect dev wallet)', () => {
  it('sends ETH from a wallet paired by its link, the balances moving by the amount and the fee', async () => {
    const devnet = inject('devnet')
    const { rpcUrl } = mainnetChain()
    const from = devnet.evm.accounts[0]?.address ?? ''
    const to = devnet.evm.accounts[9]?.address ?? ''
    const wallets = await serveStatic({ root: inject('walletsDir') })
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .first()
      .click()
    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    await page.getByText('Link copied').waitFor()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const query = new URLSearchParams({ relay: devnet.relay?.url ?? '' })
    for (const url of Object.values(devnet.evm.rpcUrls)) query.append('rpc', url)
    const wallet = await context.newPage()
    await wallet.goto(`${wallets.url}/walletconnect-wallet.html?${query}`)
    await wallet
      .getByRole('status')
      .filter({ hasText: /^Ready:/ })
      .waitFor()
    await wallet.getByLabel('Pairing URI').fill(uri)
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await page
      .getByTestId('status')
      .filter({ hasText: /^connected$/ })
      .waitFor()
    await dialog(page).waitFor({ state: 'detached' })

    const before = await Promise.all([ethBalance(rpcUrl, from), ethBalance(rpcUrl, to)])
    await sendThroughModal(page, { token: 'ETH', amount: '0.2', receiver: to })
    await expect.poll(() => ethBalance(rpcUrl, to)).toBe(before[1] + parseUnits('0.2', 18))
    const fee = await lastFeePaid(rpcUrl, from)
    expect(await ethBalance(rpcUrl, from)).toBe(before[0] - parseUnits('0.2', 18) - fee)
    await session.close()
    await wallets.stop()
  })
})

async function lastSignature(url: string, address: string): Promise<string> {
  const [latest] = await rpc<{ signature: string }[]>(url, 'getSignaturesForAddress', [
    address,
    { limit: 1, commitment: 'confirmed' },
  ])
  if (!latest) throw new Error(`No transaction of ${address}`)
  return latest.signature
}
