import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatBalance, formatUnits, truncateAddress } from '@foyer/core'
import { bitcoinTestnet } from '@foyer/core/networks'
import { type DevnetInfo, verifyBitcoinMessageEcdsa } from '@foyer/devnet'
import { base58 } from '@scure/base'
import type { Browser, Page } from 'playwright-core'
import { type Hex, hexToString, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bitcoinBalance, bitcoinDevKeys, bitcoinWalletScripts } from './bitcoinWallet.js'
import { dialog, installedDevWallet, rpc } from './demoActions.js'
import { devWalletScripts } from './demoPage.js'
import { type GuardedPage, launchChromium, newGuardedPage } from './launchChromium.js'
import { productionBuild } from './productionBuild.js'
import { type StaticServer, serveStatic } from './serveStatic.js'
import {
  solanaBalance,
  solanaClusterUrls,
  solanaDevAddress,
  solanaWalletScripts,
  verifySolanaSignature,
} from './solanaWallet.js'

// AppKit's example apps (examples/appkit-compat, imports swapped and nothing else) built as an app is, against the
// packages' builds, and run in Chromium on the devnet: each gets the devnet's URLs through AppKit's own options.
const compatRoot = fileURLToPath(new URL('../../appkit-compat/', import.meta.url))
let browser: Browser
let site: StaticServer
let wallets: StaticServer
let outDir: string

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'foyer-appkit-examples-'))
  const started = Date.now()
  await productionBuild({
    root: compatRoot,
    configFile: false,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        onwarn(warning, warn) {
          if (
            ['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION'].includes(warning.code ?? '')
          )
            return
          warn(warning)
        },
      },
    },
  })
  console.info(`AppKit example apps built in ${Date.now() - started} ms`)
  site = await serveStatic({ root: outDir })
  wallets = await serveStatic({ root: inject('walletsDir') })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await wallets?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/**
 * What an AppKit user points at their own stack through options: the project (one the devnet's service knows), the
 * networks' RPCs, the service, the relay.
 */
function devnetOptions(devnet: DevnetInfo): Record<string, unknown> {
  const customRpcUrls: Record<string, { url: string }[]> = {}
  for (const [chainId, url] of Object.entries(devnet.evm.rpcUrls))
    customRpcUrls[`eip155:${chainId}`] = [{ url }]
  for (const { caipNetworkId, url } of [
    ...Object.values(devnet.solana?.clusters ?? {}),
    ...Object.values(devnet.bitcoin?.networks ?? {}),
  ])
    customRpcUrls[caipNetworkId] = [{ url }]
  return { projectId: 'foyer-dev', apiUrl: devnet.service?.url, relayUrl: devnet.relay?.url, customRpcUrls }
}

/** After the dev wallets' scripts: every signature a wallet hands out, in `window.__exampleSignatures`. */
const signatureRecorder = `(() => {
  const signed = (window.__exampleSignatures = [])
  const evm = window.foyerDevEvmProvider
  if (evm) {
    const request = evm.request.bind(evm)
    evm.request = async (args) => {
      const result = await request(args)
      if (args.method === 'personal_sign') signed.push({ message: args.params[0], signature: result })
      return result
    }
  }
  const solana = window.foyerDevSolanaWallet && window.foyerDevSolanaWallet.features['solana:signMessage']
  if (solana) {
    const signMessage = solana.signMessage.bind(solana)
    solana.signMessage = async (...inputs) => {
      const outputs = await signMessage(...inputs)
      for (const output of outputs)
        signed.push({ message: new TextDecoder().decode(output.signedMessage), signature: Array.from(output.signature) })
      return outputs
    }
  }
  const bitcoin = window.FoyerDevProviders && window.FoyerDevProviders.BitcoinProvider
  if (bitcoin) {
    const request = bitcoin.request.bind(bitcoin)
    bitcoin.request = async (method, params) => {
      const response = await request(method, params)
      if (method === 'signMessage' && response && response.result)
        signed.push({ message: params.message, signature: response.result.signature })
      return response
    }
  }
})()`

type Signature = { message: string; signature: unknown }

async function openExample(
  name: string,
  { walletScripts, options }: { walletScripts: string[]; options: Record<string, unknown> },
): Promise<GuardedPage> {
  const guarded = await newGuardedPage(browser, {
    initScripts: [
      `window.appKitExampleOptions = ${JSON.stringify(options)};`,
      ...walletScripts,
      signatureRecorder,
    ],
  })
  await guarded.page.goto(`${site.url}/?example=${name}`)
  return guarded
}

const accountButton = (page: Page) => page.locator('.foyer-account-button')

/** The header's account button shows the account and its balance, as read from the devnet. */
async function expectAccountShown(page: Page, address: string, balance: string): Promise<void> {
  await accountButton(page)
    .locator('.foyer-account-button__address', { hasText: truncateAddress(address) })
    .waitFor()
  await expect
    .poll(() => accountButton(page).locator('.foyer-account-button__balance').textContent())
    .toBe(balance)
}

async function connectInjected(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await installedDevWallet(page).click()
  await accountButton(page).waitFor()
}

/** The next signature the page's wallet handed out (after `count` earlier ones). */
async function nextSignature(page: Page, count = 0): Promise<Signature> {
  await page.waitForFunction(
    (earlier) =>
      (window as unknown as { __exampleSignatures: unknown[] }).__exampleSignatures.length > earlier,
    count,
  )
  return page.evaluate(
    (index) =>
      (window as unknown as { __exampleSignatures: Signature[] }).__exampleSignatures[index] as Signature,
    count,
  )
}

/** Disconnects from the Account view, as a person would: the connect button is back. */
async function disconnectFromAccountView(page: Page): Promise<void> {
  await accountButton(page).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  expect(await accountButton(page).count()).toBe(0)
}

function expectClean(guarded: GuardedPage): void {
  expect(guarded.blocked).toEqual([])
  expect(guarded.errors).toEqual([])
}

async function evmBalance(devnet: DevnetInfo, address: string): Promise<string> {
  const wei = BigInt(await rpc<string>(devnet.evm.rpcUrls['1'] ?? '', 'eth_getBalance', [address, 'latest']))
  return formatBalance(formatUnits(wei, 18), 'ETH')
}

describe("AppKit's example apps, imports swapped, run on the devnet", () => {
  it.each([
    { example: 'wagmi', message: (address: string) => `Hello ${address}` },
    { example: 'ethers', message: () => 'Hello AppKit Ethers' },
    { example: 'ethers5', message: () => 'Hello AppKit Ethers' },
  ])(
    'the $example example connects the injected wallet, shows the account and balance, signs, disconnects',
    async ({ example, message }) => {
      const devnet = inject('devnet')
      const account = devnet.evm.accounts[5]?.address ?? ''
      const guarded = await openExample(example, {
        walletScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 5 }),
        options: devnetOptions(devnet),
      })
      const { page } = guarded
      await connectInjected(page)
      await expectAccountShown(page, account, await evmBalance(devnet, account))

      if (example === 'ethers') {
        // The example's own balance read goes through the wallet's provider to the devnet.
        await page.getByRole('button', { name: 'Get balance' }).click()
        await page.waitForFunction(() =>
          (
            window as unknown as { __foyerDevWalletCalls: { method: string; outcome: string }[] }
          ).__foyerDevWalletCalls.some((call) => call.method === 'eth_getBalance' && call.outcome === 'ok'),
        )
      }
      await page.getByRole('button', { name: 'Sign message' }).click()
      const { message: raw, signature } = await nextSignature(page)
      expect(hexToString(raw as Hex).toLowerCase()).toBe(message(account).toLowerCase())
      expect(
        await verifyMessage({
          address: account as Hex,
          message: { raw: raw as Hex },
          signature: signature as Hex,
        }),
      ).toBe(true)

      await disconnectFromAccountView(page)
      expectClean(guarded)
      await guarded.context.close()
    },
  )

  it('the Solana example connects the dev Solana wallet, shows the litesvm balance, signs without a global Buffer, disconnects', async () => {
    const devnet = inject('devnet')
    const address = solanaDevAddress(2)
    const guarded = await openExample('solana', {
      walletScripts: await solanaWalletScripts(devnet, inject('walletsDir'), { account: 2 }),
      options: devnetOptions(devnet),
    })
    const { page } = guarded
    await connectInjected(page)
    const lamports = await solanaBalance(solanaClusterUrls(devnet).mainnet, address)
    await expectAccountShown(page, address, formatBalance(formatUnits(lamports, 9), 'SOL'))

    expect(await page.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)).toBe('undefined')
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    const { message, signature } = await nextSignature(page)
    expect(message).toBe('Hello Reown AppKit!')
    expect(
      verifySolanaSignature({
        address,
        message,
        signature: base58.encode(Uint8Array.from(signature as number[])),
      }),
    ).toBe(true)

    await disconnectFromAccountView(page)
    expectClean(guarded)
    await guarded.context.close()
  })

  it('the Bitcoin example connects the dev Bitcoin wallet, shows the ledger balance, signs, disconnects', async () => {
    const devnet = inject('devnet')
    const address = bitcoinDevKeys(1).payment.address
    const guarded = await openExample('bitcoin', {
      walletScripts: await bitcoinWalletScripts(devnet, inject('walletsDir'), { account: 1 }),
      // The devnet's testnet ledger as the app's first network.
      options: { ...devnetOptions(devnet), defaultNetwork: bitcoinTestnet },
    })
    const { page } = guarded
    await connectInjected(page)
    const sats = await bitcoinBalance(devnet.bitcoin?.networks.testnet?.url ?? '', address)
    expect(sats).toBeGreaterThan(0n)
    await expectAccountShown(page, address, formatBalance(formatUnits(sats, 8), 'BTC'))

    await page.getByRole('button', { name: 'Sign message' }).click()
    const { message, signature } = await nextSignature(page)
    expect(message).toBe('Hello Reown AppKit!')
    expect(verifyBitcoinMessageEcdsa(address, message, signature as string, 'regtest')).toBe(true)

    await disconnectFromAccountView(page)
    expectClean(guarded)
    await guarded.context.close()
  })

  it('the multichain example connects the injected EVM wallet beside the Solana and Bitcoin adapters, shows it, disconnects with its own button', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[5]?.address ?? ''
    const guarded = await openExample('multichain', {
      walletScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 5 }),
      options: devnetOptions(devnet),
    })
    const { page } = guarded
    await connectInjected(page)
    await expectAccountShown(page, account, await evmBalance(devnet, account))
    await page.getByText(`eip155:1:${account}`).waitFor()

    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    expect(await accountButton(page).count()).toBe(0)
    expectClean(guarded)
    await guarded.context.close()
  })

  it('the basic example (no adapters) pairs a wallet over WalletConnect through the local relay, shows it, disconnects', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[0]?.address ?? ''
    const guarded = await openExample('basic', { walletScripts: [], options: devnetOptions(devnet) })
    const { page, context } = guarded
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    await modal.getByRole('img', { name: 'QR code to connect WalletConnect' }).waitFor()
    await modal.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const query = new URLSearchParams({ relay: devnet.relay?.url ?? '' })
    for (const rpcUrl of Object.values(devnet.evm.rpcUrls)) query.append('rpc', rpcUrl)
    const wallet = await context.newPage()
    await wallet.goto(`${wallets.url}/walletconnect-wallet.html?${query}`)
    await wallet
      .getByRole('status')
      .filter({ hasText: /^Ready:/ })
      .waitFor()
    await wallet.getByLabel('Pairing URI').fill(uri)
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await accountButton(page).waitFor()
    await expectAccountShown(page, account, await evmBalance(devnet, account))

    await disconnectFromAccountView(page)
    expectClean(guarded)
    await wallet.close()
    await guarded.context.close()
  })
})
