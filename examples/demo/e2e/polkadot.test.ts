import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatBalance, formatUnits, truncateAddress } from '@foyer/core'
import { systemAccountKey } from '@foyer/devnet'
import { hexToU8a, u8aToBigInt } from '@polkadot/util'
import {
  blake2AsU8a,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  signatureVerify,
} from '@polkadot/util-crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { bitcoinDevKeys, bitcoinWalletScripts } from './bitcoinWallet.js'
import { dialog, rpc } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { fillSendForm } from './sendActions.js'
import { solanaDevAddress, solanaWalletScripts } from './solanaWallet.js'

// What the page's Polkadot panel signs (multichainPolkadotPanel.tsx).
const polkadotDemoMessage = 'Hello from the Foyer demo'

/** `System.Account(address).data.free` read from the devnet's Polkadot ledger: the `u128` after four `u32`s. */
async function freeBalance(url: string, address: string): Promise<bigint> {
  const value = await rpc<string | null>(url, 'state_getStorage', [systemAccountKey(decodeAddress(address))])
  return value ? u8aToBigInt(hexToU8a(value).subarray(16, 32)) : 0n
}

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

  // The Account view offers what Polkadot can do (Receive and Send), not Buy, Swap or the token tabs.
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.getByRole('button', { name: /^Receive/ }).waitFor()
  await modal.getByRole('button', { name: /^Send/ }).waitFor()
  expect(await modal.getByRole('button', { name: /^(Buy|Swap)/ }).count()).toBe(0)
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

it('shows the DOT balance and sends DOT through the modal: exact balances of sender and receiver on the chain', async () => {
  const polkadotUrl = inject('devnet').polkadot?.httpUrl ?? ''
  expect(polkadotUrl).toMatch(/^http:/)
  const bundle = await readFile(join(inject('walletsDir'), 'polkadot-wallet.js'), 'utf8')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [`window.__FOYER_DEV_POLKADOT_WALLET__ = { uri: '//Eve' };`, bundle],
    query: 'multichain.html',
  })
  const { page } = session
  await page.getByRole('button', { name: 'Connect Polkadot wallet' }).click()
  const modal = dialog(page)
  await modal
    .getByRole('button', { name: /Foyer Dev Wallet|foyer-dev/ })
    .first()
    .click()
  await expect
    .poll(() => page.getByTestId('polkadot-status').textContent(), { timeout: 15_000 })
    .toBe('connected')
  const sender = (await page.getByTestId('polkadot-address').textContent()) ?? ''
  // A fresh account, written with Polkadot's own SS58 prefix (0) as the Send view asks on Polkadot.
  const receiver = encodeAddress(blake2AsU8a('foyer e2e polkadot receiver'), 0)
  const dot = (planck: bigint) => formatBalance(formatUnits(planck, 10), 'DOT')

  // The Account view shows the balance @polkadot/api read from the chain.
  const before = await freeBalance(polkadotUrl, sender)
  expect(before).toBe(100_000_000_000_000n)
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.getByText(dot(before)).first().waitFor({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })

  await fillSendForm(page, { token: 'DOT', amount: '1.5', receiver })
  await modal.getByRole('button', { name: 'Review send' }).click()
  const confirm = modal.getByRole('button', { name: 'Send', exact: true })
  await confirm.and(page.locator(':enabled')).waitFor({ timeout: 20_000 })
  expect(await runAxe(page)).toEqual([])
  await confirm.click()
  await page.getByText('Transaction started').waitFor({ timeout: 20_000 })

  // The transfer is the head block's one extrinsic; its fee is what the chain quotes for exactly those bytes.
  await expect.poll(() => freeBalance(polkadotUrl, receiver), { timeout: 15_000 }).toBe(15_000_000_000n)
  const head = await rpc<{ block: { extrinsics: string[] } }>(polkadotUrl, 'chain_getBlock', [])
  expect(head.block.extrinsics).toHaveLength(1)
  const { partialFee } = await rpc<{ partialFee: string }>(polkadotUrl, 'payment_queryInfo', [
    head.block.extrinsics[0],
  ])
  const after = before - 15_000_000_000n - BigInt(partialFee)
  expect(await freeBalance(polkadotUrl, sender)).toBe(after)

  // The Account view reads the new balance.
  await modal.getByRole('button', { name: 'Done' }).click()
  await modal.getByText(dot(after)).first().waitFor({ timeout: 15_000 })
  expect(session.errors).toEqual([])
  expect(session.blocked).toEqual([])
  await session.close()
})

/** A TronLink-style wallet (the example Tron adapter's provider): 12.5 TRX, its calls in `window.__tronCalls`. */
const tronAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
const tronLinkScript = `(() => {
  const calls = (window.__tronCalls = [])
  const connected = () => sessionStorage.getItem('fake-tronlink') === '1'
  window.tronLink = {
    async request({ method }) {
      calls.push(method)
      sessionStorage.setItem('fake-tronlink', '1')
      return { code: 200 }
    },
    tronWeb: {
      get defaultAddress() { return { base58: connected() ? '${tronAddress}' : false } },
      trx: {
        async getBalance() { return 12500000 },
        async signMessageV2(message) { calls.push('sign:' + message); return '0x' + 'ab'.repeat(65) },
      },
    },
  }
})()`

it('an adapter for a namespace the kernel does not ship (the example Tron adapter): connects, shows the balance, signs through the guard, restores without a prompt', async () => {
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [tronLinkScript],
    query: 'multichain.html?tron',
  })
  const { page } = session
  const text = (testId: string) => page.getByTestId(testId).textContent()
  const tronCalls = () => page.evaluate(() => (window as unknown as { __tronCalls: string[] }).__tronCalls)

  await page.getByRole('button', { name: 'Connect Tron wallet' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: /TronLink/ }).click()
  await expect.poll(() => text('tron-status'), { timeout: 15_000 }).toBe('connected')
  expect(await text('tron-address')).toBe(tronAddress)
  expect(await text('active-namespace')).toBe('tron')
  expect(await text('network')).toBe('Tron')
  await modal.waitFor({ state: 'detached' })

  // The Account view: the address, the TRX balance from the adapter, and only what Tron can do.
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.getByText(truncateAddress(tronAddress)).waitFor()
  await modal.getByText(formatBalance(formatUnits(12_500_000n, 6), 'TRX')).waitFor()
  expect(await modal.getByRole('button', { name: /^(Buy|Swap)/ }).count()).toBe(0)
  expect(await runAxe(page)).toEqual([])
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })

  // `tron_signMessage` is one the adapter declared as needing approval: the guard lets it through to the wallet.
  await page.getByRole('button', { name: 'Sign a Tron message' }).click()
  await expect.poll(() => text('tron-signature'), { timeout: 15_000 }).toBe(`0x${'ab'.repeat(65)}`)
  // The click's connect prompted (the Connecting view may ask again while the first prompt is open); one signature.
  const calls = await tronCalls()
  expect(calls).toContain('tron_requestAccounts')
  expect(calls.filter((call) => call !== 'tron_requestAccounts')).toEqual(['sign:Hello from the Foyer demo'])

  // A reload restores the session from what the wallet already granted, without asking it again.
  await page.reload()
  await expect.poll(() => text('tron-status'), { timeout: 15_000 }).toBe('connected')
  expect(await text('tron-address')).toBe(tronAddress)
  expect(await tronCalls()).toEqual([])
  expect(session.blocked).toEqual([])
  await session.close()
})
