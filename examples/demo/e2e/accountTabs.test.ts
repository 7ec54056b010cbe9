import { formatBalance, formatExactBalance, formatFiat, formatUnits, truncateAddress } from '@foyer/core'
import {
  buildTransferTransaction,
  deployNftCollection,
  type EvmDevnetChain,
  solanaDevAccounts,
  toViemChain,
} from '@foyer/devnet'
import type { Browser } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, rpc } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { solanaBalance, solanaClusterUrls, solanaWalletScripts } from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const senderIndex = 8
const viewerIndex = 9
/** Small transfers after the two checked ones, so the viewer's history needs a second page (the service pages by 20). */
const extraTransfers = 21

describe("the Account view's Tokens, NFTs and Activity tabs on the devnet", () => {
  it('shows the exact amounts sent with viem, the transfers by month, page 2 on scroll, spam NFTs hidden', async () => {
    const devnet = inject('devnet')
    const chain = devnet.evm.chains.find((entry) => entry.chainId === 1) as EvmDevnetChain
    const sender = devnet.evm.accounts[senderIndex]
    const viewer = devnet.evm.accounts[viewerIndex]
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')
    if (!sender || !viewer || !usdc) throw new TypeError('the devnet lacks dev accounts 8 and 9 or USDC')
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey as `0x${string}`),
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    for (let index = 0; index < extraTransfers; index++)
      await wallet.sendTransaction({ to: viewer.address as `0x${string}`, value: parseEther('0.0001') })
    await wallet.writeContract({
      address: usdc.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [viewer.address as `0x${string}`, parseUnits('12.5', 6)],
    })
    await wallet.sendTransaction({ to: viewer.address as `0x${string}`, value: parseEther('0.25') })
    await deployNftCollection({
      chain,
      privateKey: sender.privateKey as `0x${string}`,
      name: 'Foyer Badges',
      symbol: 'BADGE',
      recipients: [viewer.address as `0x${string}`],
    })

    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: viewerIndex }),
    })
    const { page } = session
    await connectDevWallet(page)
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)

    // Tokens: the exact balances the chain holds, highest value first.
    const wei = BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [viewer.address, 'latest']))
    const usdcUnits = BigInt(
      await rpc<string>(chain.rpcUrl, 'eth_call', [
        { to: usdc.address, data: `0x70a08231${viewer.address.slice(2).toLowerCase().padStart(64, '0')}` },
        'latest',
      ]),
    )
    const tokens = modal.getByRole('list', { name: 'Tokens' })
    await tokens.waitFor()
    const ethText = formatBalance(formatUnits(wei, 18), 'ETH')
    const usdcText = formatBalance(formatUnits(usdcUnits, 6), 'USDC')
    await expect
      .poll(() => tokens.getByRole('listitem').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(ethText), expect.stringContaining(usdcText)]))
    const usdcRow = tokens.getByRole('listitem').filter({ hasText: 'USD Coin' })
    expect(await usdcRow.textContent()).toContain(formatFiat(formatUnits(usdcUnits, 6), 'USD'))
    // Read as a person sees it: every figure on its own line, none overlapping another; the exact amount on hover.
    const ethRow = tokens.getByRole('listitem').filter({ has: page.getByText('Ether', { exact: true }) })
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, line breaks included, is the point
    expect((await ethRow.innerText()).split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining([
        'Ether',
        ethText,
        expect.stringMatching(/^\$[\d,.]+[KMBT]?$/),
        expect.stringMatching(/^\$[\d,]+\.\d\d each$/),
      ]),
    )
    expect(await ethRow.getByText(ethText).getAttribute('title')).toBe(
      formatExactBalance(formatUnits(wei, 18), 'ETH'),
    )
    for (const row of await tokens.getByRole('listitem').all()) {
      const boxes = await row
        .locator(
          '.foyer-list-item__label, .foyer-list-item__description, .foyer-token-row__value, .foyer-token-row__price',
        )
        .evaluateAll((parts) =>
          parts.map((part) => {
            const { left, right, top, bottom } = part.getBoundingClientRect()
            return {
              left,
              right,
              top,
              bottom,
              clipped: part.scrollWidth > part.clientWidth + 1 && !part.matches('.foyer-list-item__label'),
            }
          }),
        )
      expect(boxes).toHaveLength(4)
      for (const [index, box] of boxes.entries()) {
        expect(box.clipped).toBe(false)
        for (const other of boxes.slice(index + 1)) {
          const apart =
            box.right <= other.left ||
            other.right <= box.left ||
            box.bottom <= other.top ||
            other.bottom <= box.top
          expect(apart).toBe(true)
        }
      }
    }
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])

    // NFTs: the genuine collection shows; the devnet's spam collection stays hidden until asked.
    await modal.getByRole('tab', { name: 'NFTs' }).click()
    const nfts = modal.getByRole('list', { name: 'NFTs' })
    await nfts.getByText('Foyer Badges #1').waitFor()
    expect(await nfts.getByText(/Claim Your ETH Rewards/).count()).toBe(0)
    const showSpam = modal.getByRole('button', { name: /Show spam/ })
    await showSpam.click()
    await nfts
      .getByText(/Claim Your ETH Rewards/)
      .first()
      .waitFor()
    // The toggle now offers the way back.
    await modal.getByRole('button', { name: /^Hide spam \(\d+\)$/ }).waitFor()
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])

    // Activity: the two transfers, newest first, by year and month; the second page loads on scroll.
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const rows = modal.locator('.foyer-activity__year li')
    // Each month's list is windowed: its length is its rows' aria-setsize; the DOM holds the rows near the view.
    const listed = () =>
      modal
        .locator('.foyer-activity__year ul')
        .evaluateAll((lists) =>
          lists
            .map((list) => Number(list.querySelector('li')?.getAttribute('aria-setsize') ?? 0))
            .reduce((sum, size) => sum + size, 0),
        )
    await expect.poll(listed, { timeout: 15_000 }).toBe(20)
    const from = `from ${truncateAddress(sender.address)}`
    const texts = await rows.allTextContents()
    expect(texts.find((text) => text.includes('+0.25 ETH'))).toContain(from)
    expect(texts.find((text) => text.includes('+12.5 USDC'))).toContain('Received')
    expect(await modal.getByRole('heading', { name: String(new Date().getUTCFullYear()) }).count()).toBe(1)
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])
    await modal.locator('.foyer-activity__more').scrollIntoViewIfNeeded()
    await expect.poll(listed, { timeout: 15_000 }).toBeGreaterThan(20)
    // The spam airdrop the dev accounts got at deploy is never listed.
    expect(await modal.getByText(/Claim Your ETH Rewards/).count()).toBe(0)

    expect(session.blocked).toEqual([])
    await session.close()
  })
})

describe('the Tabs on Solana (multichain page)', () => {
  it('shows the exact SOL and test USDC balances and a SOL transfer in Activity', async () => {
    const devnet = inject('devnet')
    const url = solanaClusterUrls(devnet).mainnet
    const [sender, viewer] = [solanaDevAccounts[8], solanaDevAccounts[9]]
    if (!sender || !viewer) throw new TypeError('no Solana dev accounts 8 and 9')
    const { value } = await rpc<{ value: { blockhash: string } }>(url, 'getLatestBlockhash', [])
    const transfer = buildTransferTransaction({
      from: sender,
      to: viewer.address,
      lamports: 250_000_000n,
      recentBlockhash: value.blockhash,
    })
    await rpc(url, 'sendTransaction', [Buffer.from(transfer).toString('base64'), { encoding: 'base64' }])

    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await solanaWalletScripts(devnet, inject('walletsDir'), { account: 9 }),
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

    const lamports = await solanaBalance(url, viewer.address)
    const accounts = await rpc<{
      value: {
        account: { data: { parsed: { info: { tokenAmount: { amount: string; decimals: number } } } } }
      }[]
    }>(url, 'getTokenAccountsByOwner', [
      viewer.address,
      { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
      { encoding: 'jsonParsed' },
    ])
    const usdcAmount = accounts.value[0]?.account.data.parsed.info.tokenAmount
    if (!usdcAmount) throw new TypeError('the Solana dev account holds no test USDC')
    const tokens = modal.getByRole('list', { name: 'Tokens' })
    await expect
      .poll(() => tokens.getByRole('listitem').allTextContents(), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(formatBalance(formatUnits(lamports, 9), 'SOL')),
          expect.stringContaining(
            formatBalance(formatUnits(BigInt(usdcAmount.amount), usdcAmount.decimals), 'USDC'),
          ),
        ]),
      )

    await modal.getByRole('tab', { name: 'Activity' }).click()
    const rows = modal.locator('.foyer-activity__year li')
    await expect
      .poll(() => rows.allTextContents(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/Received.*\+0\.25 SOL/)]))
    expect((await rows.allTextContents()).find((text) => text.includes('+0.25 SOL'))).toContain(
      `from ${truncateAddress(sender.address)}`,
    )
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })
})
