import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { getFreePort } from '@foyer/service/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import { signatureVerify } from '@polkadot/util-crypto'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultMnemonic, deriveDevAccounts } from '../evm/deriveDevAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../evm/startAnvil.js'
import { type StartRelayReturnType, startRelay } from '../relay/startRelay.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../solana/startSolanaRpc.js'
import { verifyBitcoinMessageEcdsa } from './bitcoin/verifyBitcoinMessageEcdsa.js'
import { type BuildWalletsReturnType, buildWallets } from './buildWallets.js'
import { createMemoryKeyValueStorage } from './walletconnect/createMemoryKeyValueStorage.js'

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const owner = deriveDevAccounts(defaultMnemonic, 1)[0] ?? raise('no dev account')
const solanaOwner = solanaDevAccounts[0] ?? raise('no solana dev account')

function raise(message: string): never {
  throw new Error(message)
}

let outDir: string
let paths: BuildWalletsReturnType
let server: Server
let origin: string
let browser: Browser
let anvil: StartAnvilReturnType
let solana: StartSolanaRpcReturnType
let relay: StartRelayReturnType
let buildMs = 0

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' }

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'foyer-wallets-'))
  const started = performance.now()
  paths = await buildWallets({ outDir })
  buildMs = performance.now() - started
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/favicon.ico') return void response.writeHead(204).end()
    if (path === '/') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>blank</title><p>blank</p>')
      return
    }
    const file = normalize(join(outDir, path))
    if (!file.startsWith(outDir)) return void response.writeHead(403).end()
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'text/plain' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  ;[anvil, solana, relay, browser] = await Promise.all([
    getFreePort().then((port) => startAnvil({ chainId: 1, port, mnemonic: defaultMnemonic })),
    startSolanaRpc({ slotIntervalMs: 0 }),
    startRelay(),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs }),
  ])
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([anvil?.stop(), solana?.stop(), relay?.stop()])
  await new Promise((resolve) => server?.close(resolve))
  await rm(outDir, { recursive: true, force: true })
})

/** Aborts and records every request a page makes beyond 127.0.0.1. */
async function guardLoopback(context: BrowserContext): Promise<string[]> {
  const outside: string[] = []
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url())
    if (hostname === '127.0.0.1' || protocol === 'data:') return route.continue()
    outside.push(route.request().url())
    return route.abort()
  })
  return outside
}

async function pageWith(script: string, config: Record<string, unknown>) {
  const context = await browser.newContext()
  const outside = await guardLoopback(context)
  const globals = Object.entries(config)
    .map(([name, value]) => `window.${name} = ${JSON.stringify(value)};`)
    .join('\n')
  await context.addInitScript({ content: `${globals}\n${await readFile(script, 'utf8')}` })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${origin}/`)
  return {
    page,
    errors,
    close: async () => {
      expect(outside).toEqual([])
      await context.close()
    },
  }
}

describe('buildWallets', () => {
  it('writes every bundle, the extension and the WalletConnect page', async () => {
    console.info(`[wallets] esbuild of 6 bundles: ${buildMs.toFixed(0)} ms`)
    const manifest = JSON.parse(await readFile(join(paths.evmExtensionDir, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({
      manifest_version: 3,
      content_scripts: [{ js: ['inpage.js'], world: 'MAIN', run_at: 'document_start' }],
    })
    const inpage = await readFile(join(paths.evmExtensionDir, 'inpage.js'), 'utf8')
    expect(inpage).toContain('http://127.0.0.1:8545')
    expect(await readFile(paths.walletConnectHtml, 'utf8')).toContain('IS_VITEST')
  })

  it('evm-wallet.js announces dev.foyer.wallet by EIP-6963 and signs from the page', async () => {
    const { page, errors, close } = await pageWith(paths.evmWallet, {
      __FOYER_DEV_WALLET__: { privateKey: owner.privateKey, chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }] },
    })
    const result = (await page.evaluate(`(async () => {
      const announced = []
      window.addEventListener('eip6963:announceProvider', (event) => announced.push(event.detail))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const { info, provider } = announced[0]
      const [address] = await provider.request({ method: 'eth_requestAccounts' })
      const message = '0x' + Array.from(new TextEncoder().encode('Hello from the page'), (b) => b.toString(16).padStart(2, '0')).join('')
      const signature = await provider.request({ method: 'personal_sign', params: [message, address] })
      const blockNumber = await provider.request({ method: 'eth_blockNumber' })
      return { count: announced.length, info, address, signature, blockNumber, isGlobal: window.ethereum === provider }
    })()`)) as {
      count: number
      info: { rdns: string; icon: string }
      address: Hex
      signature: Hex
      blockNumber: string
      isGlobal: boolean
    }
    expect(result.count).toBe(1)
    expect(result.info.rdns).toBe('dev.foyer.wallet')
    expect(result.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(result.address).toBe(owner.address)
    expect(result.isGlobal).toBe(true)
    expect(result.blockNumber).toMatch(/^0x/)
    expect(
      await verifyMessage({
        address: owner.address,
        message: 'Hello from the page',
        signature: result.signature,
      }),
    ).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('solana-wallet.js registers by wallet-standard and signs a message in the page', async () => {
    const { page, errors, close } = await pageWith(paths.solanaWallet, {
      __FOYER_DEV_SOLANA_WALLET__: { rpcUrls: { devnet: solana.clusters.devnet.url } },
    })
    const result = (await page.evaluate(`(async () => {
      const wallets = []
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (...found) => { wallets.push(...found); return () => {} } } }))
      const wallet = wallets[0]
      const { accounts } = await wallet.features['standard:connect'].connect()
      const message = new TextEncoder().encode('Hello Solana')
      const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message })
      return { name: wallet.name, chains: wallet.chains, address: accounts[0].address, signature: Array.from(signed.signature) }
    })()`)) as { name: string; chains: string[]; address: string; signature: number[] }
    expect(result.address).toBe(solanaOwner.address)
    expect(result.chains).toEqual(['solana:devnet'])
    expect(
      ed25519.verify(
        Uint8Array.from(result.signature),
        new TextEncoder().encode('Hello Solana'),
        base58.decode(result.address),
      ),
    ).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('bitcoin-wallet.js answers sats-connect requests from the page', async () => {
    const { page, errors, close } = await pageWith(paths.bitcoinWallet, { __FOYER_DEV_BITCOIN_WALLET__: {} })
    const result = (await page.evaluate(`(async () => {
      const provider = window.BitcoinProvider
      const accounts = await provider.request('getAccounts', { purposes: ['payment'] })
      const address = accounts.result[0].address
      const signed = await provider.request('signMessage', { address, message: 'Hello Bitcoin' })
      return { address, signature: signed.result.signature, listed: window.btc_providers.map((p) => p.id) }
    })()`)) as { address: string; signature: string; listed: string[] }
    expect(result.listed).toEqual(['FoyerDevProviders.BitcoinProvider'])
    expect(verifyBitcoinMessageEcdsa(result.address, 'Hello Bitcoin', result.signature, 'regtest')).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('polkadot-wallet.js enables injectedWeb3["foyer-dev"] and signs raw bytes in the page', async () => {
    const { page, errors, close } = await pageWith(paths.polkadotWallet, {})
    const result = (await page.evaluate(`(async () => {
      const injected = await window.injectedWeb3['foyer-dev'].enable('blank page')
      const [account] = await injected.accounts.get()
      const { signature } = await injected.signer.signRaw({ address: account.address, data: 'Hello Polkadot', type: 'bytes' })
      return { address: account.address, signature }
    })()`)) as { address: string; signature: Hex }
    expect(signatureVerify('Hello Polkadot', result.signature, result.address).isValid).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  // One more try: in one fresh-clone CI run (stop 42) the dapp's session approval never came back through the relay
  // within the test's time; it passes in ~4 s otherwise. The second try has a dapp and a page of its own.
  it('walletconnect-wallet.html approves a real dapp session from its Approve button and signs', {
    retry: 1,
    timeout: 40_000,
  }, async () => {
    const previous = process.env.IS_VITEST
    process.env.IS_VITEST = 'true'
    const context = await browser.newContext()
    const outside = await guardLoopback(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const dapp = await SignClient.init({
      relayUrl: relay.url,
      projectId: 'foyer-devnet',
      customStoragePrefix: `dapp-${crypto.randomUUID()}`,
      storage: createMemoryKeyValueStorage(),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Foyer test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    try {
      const query = new URLSearchParams({ relay: relay.url, rpc: anvil.rpcUrl })
      await page.goto(`${origin}/walletconnect-wallet.html?${query}`)
      await page.getByText(/^Ready:/).waitFor({ timeout: 15_000 })
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
        },
      })
      await page.getByLabel('Pairing URI').fill(uri ?? '')
      await page.getByRole('button', { name: 'Approve' }).click()
      const session = await approval()
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${owner.address}`])
      await page.getByText('Connected to Foyer test dapp.').waitFor()
      const signature = await dapp.request<Hex>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [toHex('Hello WalletConnect'), owner.address] },
      })
      expect(await verifyMessage({ address: owner.address, message: 'Hello WalletConnect', signature })).toBe(
        true,
      )
      expect(await page.getByLabel('Session').textContent()).toContain(owner.address)

      const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
      await page.getByRole('button', { name: 'Disconnect' }).click()
      expect((await deleted).topic).toBe(session.topic)
      expect(errors).toEqual([])
      expect(outside).toEqual([])
    } finally {
      dapp.core.heartbeat.stop()
      await dapp.core.relayer.transportClose().catch(() => {})
      await context.close()
      if (previous === undefined) delete process.env.IS_VITEST
      else process.env.IS_VITEST = previous
    }
  })

  it('the unpacked MV3 extension injects and announces the provider in the MAIN world', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'foyer-chromium-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        `--disable-extensions-except=${paths.evmExtensionDir}`,
        `--load-extension=${paths.evmExtensionDir}`,
      ],
      ignoreDefaultArgs: ['--disable-extensions'],
    })
    try {
      const page = await context.newPage()
      await page.goto(`${origin}/`)
      const result = (await page.evaluate(`(async () => {
        const announced = []
        window.addEventListener('eip6963:announceProvider', (event) => announced.push(event.detail))
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        const provider = announced[0].provider
        const [address] = await provider.request({ method: 'eth_requestAccounts' })
        const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
        return { rdns: announced[0].info.rdns, address, signature, chainId: await provider.request({ method: 'eth_chainId' }) }
      })()`)) as { rdns: string; address: Hex; signature: Hex; chainId: string }
      expect(result.rdns).toBe('dev.foyer.wallet')
      expect(result.chainId).toBe('0x1')
      expect(
        await verifyMessage({ address: result.address, message: 'hi', signature: result.signature }),
      ).toBe(true)
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  }, 30_000)
})
