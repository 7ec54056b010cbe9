import { formatBalance, formatUnits, truncateAddress } from '@foyer/core'
import { bitcoinNetworks, verifyBitcoinMessageEcdsa } from '@foyer/devnet'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  bitcoinBalance,
  bitcoinDevKeys,
  bitcoinRegtestUrl,
  bitcoinWalletScripts,
  esplora,
} from './bitcoinWallet.js'
import { dialog, waitForIdlePage } from './demoActions.js'
import { openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { fillSendForm } from './sendActions.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function openMultichain(account: number) {
  return openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await bitcoinWalletScripts(inject('devnet'), inject('walletsDir'), { account }),
    query: 'multichain.html',
  })
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()

async function waitForText(page: Page, testId: string, expected: string): Promise<void> {
  await expect.poll(() => text(page, testId), { timeout: 15_000 }).toBe(expected)
}

async function connectBitcoin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Bitcoin wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .click()
  await waitForText(page, 'bitcoin-status', 'connected')
}

const btc = (sats: bigint) => `${formatUnits(sats, 8)} BTC`

/** Whether a script the page has loaded so far is the sats-connect library (by a message of its own). */
async function satsConnectLoaded(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  )
  const bodies = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())))
  return bodies.some((body) => body.includes('no wallet provider was found'))
}

/** The methods the page asks the dev Bitcoin wallet, from now on, in order. */
async function recordWalletMethods(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const target = window as unknown as {
      FoyerDevProviders: { BitcoinProvider: { request(method: string, params?: unknown): Promise<unknown> } }
      __bitcoinMethods: string[]
    }
    const provider = target.FoyerDevProviders.BitcoinProvider
    const request = provider.request.bind(provider)
    target.__bitcoinMethods = []
    provider.request = (method, params) => {
      target.__bitcoinMethods.push(method)
      return request(method, params)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __bitcoinMethods: string[] }).__bitcoinMethods)
}

describe('the Bitcoin adapter in the multichain demo', () => {
  it('connects the dev Bitcoin wallet, shows the regtest balance, signs a message, sends after a block and signs a PSBT', async () => {
    const url = bitcoinRegtestUrl(inject('devnet'))
    const keys = bitcoinDevKeys(0)
    const address = keys.payment.address
    const session = await openMultichain(0)
    const { page } = session

    // The wallet is one of sats-connect's: the library talks to it, loaded when it is connected, not with the page.
    await page.getByRole('button', { name: 'Connect Bitcoin wallet' }).waitFor()
    expect(await satsConnectLoaded(page)).toBe(false)
    const walletMethods = await recordWalletMethods(page)
    await connectBitcoin(page)
    expect(await satsConnectLoaded(page)).toBe(true)
    // sats-connect's handshake (getInfo; once per call that starts before the first answer) comes first.
    const methods = await walletMethods()
    expect(methods[0]).toBe('getInfo')
    expect(methods).toContain('wallet_connect')
    expect(methods.slice(0, methods.indexOf('wallet_connect')).every((method) => method === 'getInfo')).toBe(
      true,
    )
    expect(await text(page, 'bitcoin-address')).toBe(address)
    expect(await text(page, 'active-namespace')).toBe('bip122')
    expect(await text(page, 'network')).toBe('Bitcoin Regtest')

    // The balance the ledger holds: on the page and, truncated, in the account view.
    const start = await bitcoinBalance(url, address)
    expect(start).toBeGreaterThan(0n)
    await waitForText(page, 'bitcoin-balance', btc(start))
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByText(truncateAddress(address)).waitFor()
    await modal.getByText(formatBalance(formatUnits(start, 8), 'BTC')).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    // A BIP-137 signature by the payment address that the devnet's own verifier accepts.
    await page.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    await page.getByTestId('bitcoin-signature').waitFor()
    const signature = (await text(page, 'bitcoin-signature')) ?? ''
    expect(verifyBitcoinMessageEcdsa(address, 'Hello from the Foyer demo', signature, 'regtest')).toBe(true)
    expect(verifyBitcoinMessageEcdsa(address, 'Something else', signature, 'regtest')).toBe(false)

    // Send 10,000 sats: nothing moves until a block, then both confirmed balances do.
    const recipient = bitcoinDevKeys(9).payment.address
    const toBefore = await bitcoinBalance(url, recipient)
    await page.getByLabel('Pay to (Bitcoin address)').fill(recipient)
    await page.getByRole('button', { name: 'Send 10,000 sats' }).click()
    await page.getByTestId('bitcoin-tx').waitFor({ timeout: 15_000 })
    const txid = (await text(page, 'bitcoin-tx')) ?? ''
    expect(await esplora(url, `/tx/${txid}/status`)).toEqual({ confirmed: false })
    expect(await bitcoinBalance(url, recipient)).toBe(toBefore)
    await page.getByRole('button', { name: 'Mine a block' }).click()
    await expect
      .poll(() => esplora<{ confirmed: boolean }>(url, `/tx/${txid}/status`), { timeout: 15_000 })
      .toMatchObject({ confirmed: true })
    const { fee } = await esplora<{ fee: number }>(url, `/tx/${txid}`)
    expect(await bitcoinBalance(url, recipient)).toBe(toBefore + 10_000n)
    const afterSend = await bitcoinBalance(url, address)
    expect(start - afterSend).toBe(10_000n + BigInt(fee))
    await waitForText(page, 'bitcoin-balance', btc(afterSend))

    // A PSBT spending one of the wallet's coins: signed in the page, finalized and broadcast here, accepted by the ledger.
    const [coin] = await esplora<{ txid: string; vout: number; value: number }[]>(
      url,
      `/address/${address}/utxo`,
    )
    if (!coin) throw new Error('the wallet has no coin left')
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: keys.payment.script, amount: BigInt(coin.value) },
    })
    unsigned.addOutputAddress(recipient, 20_000n, bitcoinNetworks.regtest)
    unsigned.addOutputAddress(address, BigInt(coin.value) - 20_000n - 1_000n, bitcoinNetworks.regtest)
    await page.getByLabel('PSBT (base64)').fill(base64.encode(unsigned.toPSBT()))
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    await page.getByTestId('bitcoin-psbt').waitFor()
    const signed = Transaction.fromPSBT(base64.decode((await text(page, 'bitcoin-psbt')) ?? ''))
    signed.finalize()
    expect(await esplora(url, '/tx', { method: 'POST', body: signed.hex })).toBe(signed.id)
    await esplora(url, '/mine', { method: 'POST', body: '{"blocks":1}' })
    expect(await bitcoinBalance(url, recipient)).toBe(toBefore + 30_000n)

    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })

  it('offers what Bitcoin can do (Send and Receive, no Buy, Swap or token tabs) and sends BTC through the modal to the satoshi', async () => {
    const url = bitcoinRegtestUrl(inject('devnet'))
    const address = bitcoinDevKeys(1).payment.address
    const session = await openMultichain(1)
    const { page } = session
    await connectBitcoin(page)
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /^Receive/ }).waitFor()
    await modal.getByRole('button', { name: /^Send/ }).waitFor()
    expect(await modal.getByRole('button', { name: /^(Buy|Swap)/ }).count()).toBe(0)
    expect(await modal.getByRole('tab').count()).toBe(0)
    expect(await runAxe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    // Send 0.00123456 BTC: the Send view lists the BTC balance (no "holds no tokens"), the wallet sends it.
    const recipient = bitcoinDevKeys(8).payment.address
    const before = await Promise.all([bitcoinBalance(url, address), bitcoinBalance(url, recipient)])
    await fillSendForm(page, { token: 'BTC', amount: '0.00123456', receiver: recipient })
    expect(await modal.getByText(/holds no tokens|Nothing can be bought/).count()).toBe(0)
    await modal.getByRole('button', { name: 'Review send' }).click()
    const confirm = modal.getByRole('button', { name: 'Send', exact: true })
    await confirm.and(page.locator(':enabled')).waitFor()
    await confirm.click()
    // The recipient's only unconfirmed transaction is this one.
    const pending = () =>
      esplora<{ txid: string; status: { confirmed: boolean } }[]>(url, `/address/${recipient}/txs`).then(
        (txs) => txs.filter((tx) => !tx.status.confirmed).map((tx) => tx.txid),
      )
    await expect.poll(pending, { timeout: 15_000 }).toHaveLength(1)
    const [txid] = await pending()
    // Before any block, the Account view shows the balance less the send and its fee, as wallets do.
    const unconfirmedFee = (await esplora<{ fee: number }>(url, `/tx/${txid}`)).fee
    const shown = (sats: bigint) => formatBalance(formatUnits(sats, 8), 'BTC')
    const afterSend = before[0] - 123_456n - BigInt(unconfirmedFee)
    expect(shown(afterSend)).not.toBe(shown(before[0]))
    await modal.getByRole('button', { name: 'Done' }).click()
    await modal.getByText(shown(afterSend)).waitFor({ timeout: 15_000 })
    await esplora(url, '/mine', { method: 'POST', body: '{"blocks":1}' })
    await expect
      .poll(() => esplora<{ confirmed: boolean }>(url, `/tx/${txid}/status`), { timeout: 15_000 })
      .toMatchObject({ confirmed: true })
    const { fee } = await esplora<{ fee: number }>(url, `/tx/${txid}`)
    expect(await bitcoinBalance(url, recipient)).toBe(before[1] + 123_456n)
    expect(await bitcoinBalance(url, address)).toBe(before[0] - 123_456n - BigInt(fee))
    expect(session.errors).toEqual([])
    await session.close()
  })

  it('switches to the other Bitcoin network, restores the session after a reload and forgets it after a disconnect', async () => {
    const address = bitcoinDevKeys(1).payment.address
    const session = await openMultichain(1)
    const { page } = session
    await connectBitcoin(page)
    expect(await text(page, 'bitcoin-address')).toBe(address)

    // The devnet's testnet ledger from the Networks view: the account stays, its balance is read there.
    const testnetUrl = inject('devnet').bitcoin?.networks.testnet?.url ?? ''
    await page.getByRole('button', { name: 'Choose network' }).click()
    await dialog(page)
      .getByRole('button', { name: /^Bitcoin Testnet/ })
      .first()
      .click()
    await waitForText(page, 'network', 'Bitcoin Testnet')
    expect(await text(page, 'active-namespace')).toBe('bip122')
    expect(await text(page, 'bitcoin-status')).toBe('connected')
    await waitForText(page, 'bitcoin-balance', btc(await bitcoinBalance(testnetUrl, address)))

    await page.reload()
    await waitForText(page, 'bitcoin-status', 'connected')
    expect(await text(page, 'bitcoin-address')).toBe(address)

    await page.getByRole('button', { name: 'Disconnect Bitcoin' }).click()
    await waitForText(page, 'bitcoin-status', 'disconnected')
    const requestsBefore = session.requests.length
    await page.reload()
    await page.getByRole('button', { name: 'Connect Bitcoin wallet' }).waitFor()
    // A (wrong) restore starts with the page's load: by the time it has fetched the modal while idle, it would show.
    await waitForIdlePage(page, session.requests, requestsBefore)
    expect(await text(page, 'bitcoin-status')).toBe('disconnected')

    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })
})
