import { createServer, type Server, type Socket } from 'node:net'
import {
  arbitrum,
  type CaipNetwork,
  type ChainAdapter,
  closeModal,
  connect,
  createKernel,
  destroyKernel,
  disconnect,
  getAdapter,
  getConnectors,
  type Kernel,
  mainnet,
  openModal,
  request,
  solana,
  switchNetwork,
} from '@foyer/core'
import {
  createDevEvmProvider,
  createDevSolanaWallet,
  createMemoryKeyValueStorage,
  createWalletConnectDevWallet,
  type DevSessionProposal,
  type DevSolanaWallet,
  type DevWalletConnectEvent,
  defaultMnemonic,
  deriveDevAccounts,
  getFreePort,
  type StartAnvilReturnType,
  type StartRelayReturnType,
  solanaDevAccounts,
  startAnvil,
  startRelay,
  startSolanaRpc,
  type WalletConnectDevWallet,
} from '@foyer/devnet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
// By path, not by package: the Solana adapter's React entry depends on @foyer/react, which depends on this package.
import { SolanaAdapter } from '../../solana/src/exports/index.js'
import {
  type WalletConnectPairing,
  walletConnectCloudRelayUrl,
  walletConnectConnectorId,
} from './exports/index.js'
import { LazyUniversalAdapter } from './LazyUniversalAdapter.js'
import { UniversalAdapter } from './UniversalAdapter.js'

/** Each `UniversalProvider.init`, recorded when called: nothing reaches the relay without one. */
const providerInits: unknown[] = []
vi.mock('@walletconnect/universal-provider', async (importOriginal) => {
  const original = await importOriginal<typeof import('@walletconnect/universal-provider')>()
  const UniversalProvider = new Proxy(original.UniversalProvider, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key !== 'init') return value
      return (...parameters: Parameters<typeof target.init>) => {
        providerInits.push(parameters[0])
        return Reflect.apply(value, target, parameters)
      }
    },
  })
  return { ...original, UniversalProvider, default: UniversalProvider }
})

const [owner] = deriveDevAccounts(defaultMnemonic, 1)
if (!owner) throw new Error('no dev account')

let relay: StartRelayReturnType
let anvils: StartAnvilReturnType[] = []
let networks: [CaipNetwork, CaipNetwork]
const cleanups: (() => Promise<void> | void)[] = []
const previousEnv = { IS_VITEST: process.env.IS_VITEST, DISABLE_GLOBAL_CORE: process.env.DISABLE_GLOBAL_CORE }

beforeAll(async () => {
  // The dev wallet's Sign client skips Verify under vitest; each client gets its own core (see OFFLINE.md).
  process.env.IS_VITEST = 'true'
  process.env.DISABLE_GLOBAL_CORE = 'true'
  relay = await startRelay()
  anvils = await Promise.all(
    [mainnet.id, arbitrum.id].map(async (chainId) =>
      startAnvil({ chainId, port: await getFreePort(), mnemonic: defaultMnemonic }),
    ),
  )
  const [one, two] = anvils as [StartAnvilReturnType, StartAnvilReturnType]
  networks = [
    { ...mainnet, rpcUrls: { default: { http: [one.rpcUrl] } } },
    { ...arbitrum, rpcUrls: { default: { http: [two.rpcUrl] } } },
  ]
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.stop()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
  for (const [key, value] of Object.entries(previousEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

/** A Web Storage stand-in that outlives a kernel, as localStorage outlives a page. */
function createPageStorage() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  }
}

type Page = {
  pageStorage: ReturnType<typeof createPageStorage>
  walletConnectStorage: ReturnType<typeof createMemoryKeyValueStorage>
  prefix: string
}

function createPage(): Page {
  return {
    pageStorage: createPageStorage(),
    walletConnectStorage: createMemoryKeyValueStorage(),
    prefix: `dapp-${crypto.randomUUID()}`,
  }
}

function createApp(
  page: Page = createPage(),
  options: {
    pairingLifetimeMs?: number
    pairingTimeoutMs?: number
    relayUrl?: string
    networks?: [CaipNetwork, ...CaipNetwork[]]
    /** Adapters beside the UniversalAdapter, which comes first. */
    others?: ChainAdapter[]
    isMobile?: boolean
  } = {},
) {
  const appNetworks = options.networks ?? networks
  const adapter = new UniversalAdapter({
    networks: appNetworks,
    relayUrl: options.relayUrl ?? relay.url,
    storage: page.walletConnectStorage,
    customStoragePrefix: page.prefix,
    ...(options.pairingLifetimeMs ? { pairingLifetimeMs: options.pairingLifetimeMs } : {}),
    ...(options.pairingTimeoutMs ? { pairingTimeoutMs: options.pairingTimeoutMs } : {}),
  })
  const kernel = createKernel({
    projectId: 'universal-test',
    networks: appNetworks,
    adapters: [adapter, ...(options.others ?? [])],
    storage: page.pageStorage,
    metadata: { name: 'Universal test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    isMobile: options.isMobile ?? false,
  })
  cleanups.push(() => destroyKernel(kernel))
  return { adapter, kernel, page }
}

async function createWallet({
  autoApprove = true,
  solana: solanaWallet,
}: {
  autoApprove?: boolean
  solana?: DevSolanaWallet
} = {}): Promise<
  WalletConnectDevWallet & { evm: ReturnType<typeof createDevEvmProvider>; events: DevWalletConnectEvent[] }
> {
  const evm = createDevEvmProvider({
    privateKey: owner?.privateKey as Hex,
    chains: anvils.map((anvil, index) => ({ chainId: networks[index]?.id as number, rpcUrl: anvil.rpcUrl })),
    autoConnect: true,
  })
  const signClient = await SignClient.init({
    relayUrl: relay.url,
    projectId: 'foyer-devnet',
    customStoragePrefix: `wallet-${crypto.randomUUID()}`,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Foyer Dev Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    signClient.core.heartbeat.stop()
    await signClient.core.relayer.transportClose().catch(() => {})
  })
  const wallet = createWalletConnectDevWallet({
    signClient,
    evm,
    evmChainIds: networks.map((network) => Number(network.id)),
    ...(solanaWallet ? { solana: solanaWallet } : {}),
    autoApprove,
  })
  const events: DevWalletConnectEvent[] = []
  wallet.subscribe((event) => events.push(event))
  return Object.assign(wallet, { evm, events })
}

/** The local Solana endpoint, its mainnet as a network, and a dev Solana wallet for the WalletConnect wallet. */
async function startSolana() {
  const solanaRpc = await startSolanaRpc()
  cleanups.push(() => solanaRpc.stop())
  const solanaAccount = solanaDevAccounts[0]
  if (!solanaAccount) throw new Error('no Solana dev account')
  const solanaNetwork: CaipNetwork = { ...solana, rpcUrls: { default: { http: [solanaRpc.url] } } }
  const solanaWallet = createDevSolanaWallet({
    secretKey: solanaAccount.secretKey,
    rpcUrls: { mainnet: solanaRpc.clusters.mainnet.url },
  })
  return { solanaAccount, solanaNetwork, solanaWallet }
}

/** An app on mainnet and Solana: the Solana adapter owns the namespace (none of its own wallets listed here). */
function solanaApp(solanaNetwork: CaipNetwork) {
  return {
    networks: [networks[0], solanaNetwork] as [CaipNetwork, CaipNetwork],
    others: [new SolanaAdapter({ walletStandard: false, injected: false })],
  }
}

/** Opens the WalletConnect view, connects `eip155` through it, and has `wallet` take the pairing URI. */
async function connectThroughWallet(kernel: Kernel, wallet: WalletConnectDevWallet) {
  await openModal(kernel, { view: 'ConnectingWalletConnect' })
  const connecting = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
  await wallet.pair((await waitForViewUri(kernel)).uri)
  return connecting
}

/** Waits (vitest's `vi.waitFor`) until `check` holds; fails saying what it was `waitingFor`. */
const until = (
  check: () => boolean,
  { waitingFor, timeout = 5_000 }: { waitingFor: string; timeout?: number },
) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error(`Timed out after ${timeout} ms: ${waitingFor}`)
    },
    { timeout, interval: 20 },
  )

/** The pairing URI the adapter hands the WalletConnect view, through its router data. */
async function waitForViewUri(kernel: Kernel, not?: string): Promise<{ uri: string; expiresAt: number }> {
  let found: { uri: string; expiresAt: number } | undefined
  await until(
    () => {
      const data = kernel.store.getState().router.history.at(-1)?.data
      if (typeof data?.uri === 'string' && data.uri !== not) found = data as typeof found
      return found !== undefined
    },
    { timeout: 10_000, waitingFor: 'no pairing URI in the view data' },
  )
  return found as { uri: string; expiresAt: number }
}

describe('UniversalAdapter', () => {
  it('offers WalletConnect without loading or contacting anything until it is chosen', async () => {
    const sockets: unknown[] = []
    const listener: Server = createServer((socket) => {
      sockets.push(socket)
      socket.destroy()
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => listener.close(() => resolve())))
    const port = (listener.address() as { port: number }).port
    const { adapter, kernel } = createApp(createPage(), { relayUrl: `ws://127.0.0.1:${port}` })

    expect(getConnectors(kernel)).toEqual([
      { id: walletConnectConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
    ])
    const inits = providerInits.length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    cleanups.push(() => {
      vi.useRealTimers()
    })
    await openModal(kernel)
    // Whatever the open scheduled has run (past whenIdle's 2 s and any other delay), and any module it began to
    // import has loaded: had it started WalletConnect, UniversalProvider.init would have been called by now.
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.dynamicImportSettled()
    expect(providerInits).toHaveLength(inits)
    expect(sockets).toHaveLength(0)
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.adapterType).toBe('universal')
  })

  it('pairs through the relay, signs, reads, switches network, restores on reload, and ends when the wallet disconnects', async () => {
    const wallet = await createWallet()
    const { adapter, kernel, page } = createApp()
    await openModal(kernel, { view: 'ConnectingWalletConnect' })
    const connecting = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
    const shown = Date.now()
    const { uri, expiresAt } = await waitForViewUri(kernel)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(expiresAt - shown).toBeGreaterThan(239_000)
    expect(adapter.getPairing()?.uri).toBe(uri)
    await wallet.pair(uri)
    const connected = await connecting
    console.info(`WalletConnect connect through the local relay (Node): ${Date.now() - shown} ms`)
    expect(connected).toMatchObject({ namespace: 'eip155', address: owner.address, chainId: 1 })
    expect(kernel.store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: walletConnectConnectorId,
      caipAddress: `eip155:1:${owner.address}`,
    })
    expect(adapter.getPairing()).toBeUndefined()
    expect(adapter.getProvider()?.session).toBeDefined()
    // On the devnet Verify attests nothing: the adapter replaced the core's public `verify.register` (see
    // configureVerify), so no proposal or request waits on WalletConnect's Verify server.
    const verify = adapter.getProvider()?.client.core.verify
    // (WalletConnect's own builds its Verify server's attestation URL; in Node both return nothing.)
    expect(typeof verify?.register).toBe('function')
    expect(String(verify?.register)).not.toMatch(/attestation/)

    // A signature travels to the wallet through the session and verifies.
    const message = 'Hello over WalletConnect'
    const signature = await request(kernel, {
      method: 'personal_sign',
      params: [toHex(message), owner.address],
    })
    expect(await verifyMessage({ address: owner.address, message, signature: signature as Hex })).toBe(true)
    // The provider `useAppKitProvider('eip155')` hands the app is EIP-1193 over the same session.
    const provider = adapter.getProvider()
    const direct = await provider?.request<Hex>({
      method: 'personal_sign',
      params: [toHex('direct'), owner.address],
    })
    expect(await verifyMessage({ address: owner.address, message: 'direct', signature: direct as Hex })).toBe(
      true,
    )
    // Reads go to the network's own RPC URL, not to the wallet.
    const balance = await request(kernel, { method: 'eth_getBalance', params: [owner.address, 'latest'] })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)

    // Switching network: the wallet is asked through the session and follows; the session's requests name Arbitrum.
    await switchNetwork(kernel, networks[1])
    await until(
      () =>
        wallet.events.some(
          (event) => event.type === 'request' && event.method === 'wallet_switchEthereumChain' && event.ok,
        ),
      { timeout: 10_000, waitingFor: 'the wallet did not answer wallet_switchEthereumChain' },
    )
    expect(await wallet.evm.request({ method: 'eth_chainId' })).toBe('0xa4b1')
    expect(kernel.store.getState().network.active.eip155?.id).toBe(arbitrum.id)
    expect(kernel.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:42161:${owner.address}`)
    await request(kernel, { method: 'personal_sign', params: [toHex('on Arbitrum'), owner.address] })
    expect(await wallet.evm.request({ method: 'eth_chainId' })).toBe('0xa4b1')

    // A reload: a new kernel on the same storages restores the session without a new pairing.
    destroyKernel(kernel)
    const reloaded = createApp(page)
    await until(() => reloaded.kernel.store.getState().connection.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'the session was not restored',
    })
    expect(reloaded.kernel.store.getState().accounts.eip155?.address).toBe(owner.address)
    const again = await request(reloaded.kernel, {
      method: 'personal_sign',
      params: [toHex('after reload'), owner.address],
    })
    expect(
      await verifyMessage({ address: owner.address, message: 'after reload', signature: again as Hex }),
    ).toBe(true)

    // The wallet ends the session: the app disconnects.
    await wallet.disconnect()
    await until(() => reloaded.kernel.store.getState().connection.status === 'disconnected', {
      timeout: 10_000,
      waitingFor: 'the app stayed connected',
    })
    expect(reloaded.adapter.getProvider()).toBeUndefined()
  })

  it('shows the wallet rejecting and connects on a retry', async () => {
    const wallet = await createWallet({ autoApprove: false })
    const proposals: DevSessionProposal[] = []
    wallet.subscribe((event) => {
      if (event.type === 'proposal') proposals.push(event.proposal)
    })
    const { kernel } = createApp()
    await openModal(kernel, { view: 'ConnectingWalletConnect' })
    const first = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
    await wallet.pair((await waitForViewUri(kernel)).uri)
    await until(() => proposals.length === 1, { timeout: 10_000, waitingFor: 'no proposal' })
    await wallet.reject(proposals[0] as DevSessionProposal)
    await expect(first).rejects.toMatchObject({
      name: 'ConnectionDeclinedError',
      shortMessage: 'Connection declined',
    })
    expect(kernel.store.getState().connection.status).toBe('disconnected')

    const previous = kernel.store.getState().router.history.at(-1)?.data?.uri as string
    const retry = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
    await wallet.pair((await waitForViewUri(kernel, previous)).uri)
    await until(() => proposals.length === 2, { timeout: 10_000, waitingFor: 'no second proposal' })
    await wallet.approve(proposals[1] as DevSessionProposal)
    await expect(retry).resolves.toMatchObject({ address: owner.address })
  })

  it('replaces a pairing URI that is about to expire, and the new one connects', async () => {
    const wallet = await createWallet()
    const { adapter, kernel } = createApp(createPage(), { pairingLifetimeMs: 11_000 })
    const seen: (WalletConnectPairing | undefined)[] = []
    adapter.watchPairing((pairing) => seen.push(pairing))
    await openModal(kernel, { view: 'ConnectingWalletConnectBasic' })
    const connecting = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
    const first = await waitForViewUri(kernel)
    // 11 s of life, expired under 10 s left: a new URI after about a second.
    const second = await waitForViewUri(kernel, first.uri)
    expect(second.expiresAt).toBeGreaterThan(first.expiresAt)
    expect(
      seen
        .filter(Boolean)
        .map((pairing) => pairing?.uri)
        .slice(0, 2),
    ).toEqual([first.uri, second.uri])
    await wallet.pair(second.uri)
    await expect(connecting).resolves.toMatchObject({ address: owner.address })
    expect(seen.at(-1)).toBeUndefined()
  })

  it('stops pairing when the user leaves the WalletConnect view', async () => {
    const { adapter, kernel } = createApp()
    await openModal(kernel, { view: 'ConnectingWalletConnect' })
    const connecting = connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId })
    await waitForViewUri(kernel)
    closeModal(kernel)
    // The kernel abandons the attempt as the modal closes, and the adapter stops pairing: either says so.
    await expect(connecting).rejects.toMatchObject({ shortMessage: 'Connection cancelled' })
    expect(kernel.store.getState().connection.status).toBe('disconnected')
    await until(() => adapter.getPairing() === undefined, { waitingFor: 'the pairing to stop' })
  })

  describe('a relay that cannot be reached fails in bounded time, and a retry starts afresh', () => {
    const pairingTimeoutMs = 1_500
    async function expectUnreachable(relayUrl: string) {
      const { adapter, kernel } = createApp(createPage(), { relayUrl, pairingTimeoutMs })
      await openModal(kernel, { view: 'ConnectingWalletConnect' })
      const started = Date.now()
      const error = await connect(kernel, {
        namespace: 'eip155',
        connectorId: walletConnectConnectorId,
      }).catch((e: unknown) => e)
      expect(error).toMatchObject({
        name: 'WalletConnectRelayUnreachableError',
        shortMessage: "Couldn't reach WalletConnect",
      })
      expect(Date.now() - started).toBeLessThan(pairingTimeoutMs + 2_000)
      expect(kernel.store.getState().connection.status).toBe('disconnected')
      expect(adapter.getPairing()).toBeUndefined()
      return { adapter, kernel }
    }

    it('a closed port', async () => {
      const { kernel } = await expectUnreachable(`ws://127.0.0.1:${await getFreePort()}`)
      // Still bounded on a second try.
      await expect(
        connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId }),
      ).rejects.toMatchObject({ name: 'WalletConnectRelayUnreachableError' })
    })

    it('a port that accepts TCP but never upgrades to a WebSocket', async () => {
      const sockets: Socket[] = []
      const silent: Server = createServer((socket) => void sockets.push(socket))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            for (const socket of sockets) socket.destroy()
            silent.close(() => resolve())
          }),
      )
      await expectUnreachable(`ws://127.0.0.1:${(silent.address() as { port: number }).port}`)
      expect(sockets.length).toBeGreaterThan(0)
    })
  })

  it('refuses a reload with no stored session, and names a bad relay URL', async () => {
    const { kernel } = createApp()
    await expect(
      connect(kernel, { namespace: 'eip155', connectorId: walletConnectConnectorId, reconnect: true }),
    ).rejects.toMatchObject({ name: 'WalletConnectSessionNotFoundError' })
    expect(() => new UniversalAdapter({ networks, relayUrl: 'https://relay.example' })).toThrow(
      /Invalid options for UniversalAdapter at "relayUrl"/,
    )
    expect(() => new UniversalAdapter({ networks: [], relayUrl: relay.url })).toThrow(/networks/)
    // Solana is asked for too when the app lists it; the kernel offers WalletConnect where an adapter owns the namespace.
    const both = new UniversalAdapter({ networks: [...networks, solana], relayUrl: relay.url })
    expect(both.namespaces).toEqual(['eip155', 'solana'])
  })

  it('disconnecting from the app ends the session in the wallet, and a reload does not restore it', async () => {
    const wallet = await createWallet()
    const { adapter, kernel, page } = createApp()
    await connectThroughWallet(kernel, wallet)
    expect(wallet.sessions()).toHaveLength(1)
    const topic = wallet.sessions()[0]?.topic

    await disconnect(kernel)
    await until(() => wallet.events.some((event) => event.type === 'deleted' && event.topic === topic), {
      timeout: 10_000,
      waitingFor: 'the wallet never saw session_delete',
    })
    expect(wallet.sessions()).toEqual([])
    expect(kernel.store.getState().connection.status).toBe('disconnected')
    expect(kernel.store.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(adapter.getProvider()).toBeUndefined()

    // A reload: the new kernel restores nothing, and the WalletConnect storage holds no session to restore.
    destroyKernel(kernel)
    const reloaded = createApp(page)
    expect(reloaded.kernel.store.getState().connection.status).toBe('disconnected')
    await expect(
      connect(reloaded.kernel, {
        namespace: 'eip155',
        connectorId: walletConnectConnectorId,
        reconnect: true,
      }),
    ).rejects.toMatchObject({ name: 'WalletConnectSessionNotFoundError' })
    expect(reloaded.kernel.store.getState().connection.status).toBe('disconnected')
    expect(reloaded.adapter.getProvider()).toBeUndefined()
  })

  it('connects Solana through the same session, signs a Solana message there, and ends the session with the last namespace', async () => {
    const { solanaAccount, solanaNetwork, solanaWallet } = await startSolana()
    const wallet = await createWallet({ solana: solanaWallet })
    const { adapter, kernel } = createApp(createPage(), solanaApp(solanaNetwork))
    expect(getConnectors(kernel).map((connector) => `${connector.namespace}:${connector.id}`)).toEqual([
      `eip155:${walletConnectConnectorId}`,
      `solana:${walletConnectConnectorId}`,
    ])
    await connectThroughWallet(kernel, wallet)

    // The proposal asked for Solana by its current and its deprecated id; the wallet approved both namespaces.
    const proposal = wallet.events.find((event) => event.type === 'proposal')
    expect(
      proposal?.type === 'proposal' && proposal.proposal.params.optionalNamespaces?.solana?.chains,
    ).toEqual([solana.caipNetworkId, solana.deprecatedCaipNetworkId])
    expect(wallet.sessions()[0]?.accounts).toEqual(
      expect.arrayContaining([
        `eip155:1:${owner.address}`,
        `${solana.caipNetworkId}:${solanaAccount.address}`,
        `${solana.deprecatedCaipNetworkId}:${solanaAccount.address}`,
      ]),
    )
    // The session's other namespace connects on its own, without a second pairing.
    await until(() => kernel.store.getState().accounts.solana?.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'Solana did not connect through the session',
    })
    expect(kernel.store.getState().accounts.solana).toMatchObject({
      connectorId: walletConnectConnectorId,
      caipAddress: `${solana.caipNetworkId}:${solanaAccount.address}`,
    })
    expect(kernel.store.getState().connection.namespaces).toEqual(['eip155', 'solana'])

    // A Solana message goes to the wallet through the session, and the ed25519 signature verifies.
    const message = new TextEncoder().encode('Hello Solana over WalletConnect')
    const signed = (await request(kernel, {
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solanaAccount.address },
    })) as { signature: string }
    expect(
      ed25519.verify(base58.decode(signed.signature), message, base58.decode(solanaAccount.address)),
    ).toBe(true)
    expect(wallet.events).toContainEqual({ type: 'request', method: 'solana_signMessage', ok: true })
    // The Solana balance is read from the cluster's own RPC URL (the dev accounts start with 1000 SOL).
    expect(await adapter.getBalance({ address: solanaAccount.address, network: solanaNetwork })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })

    // Letting go of EVM keeps the session for Solana; letting go of Solana ends it in the wallet.
    await disconnect(kernel, { namespace: 'eip155' })
    expect(kernel.store.getState().accounts.solana?.status).toBe('connected')
    expect(wallet.sessions()).toHaveLength(1)
    expect(adapter.getProvider()?.session).toBeDefined()
    const again = (await request(kernel, {
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solanaAccount.address },
    })) as { signature: string }
    expect(
      ed25519.verify(base58.decode(again.signature), message, base58.decode(solanaAccount.address)),
    ).toBe(true)
    await disconnect(kernel, { namespace: 'solana' })
    await until(() => wallet.events.some((event) => event.type === 'deleted'), {
      timeout: 10_000,
      waitingFor: 'the wallet never saw session_delete',
    })
    expect(wallet.sessions()).toEqual([])
    expect(kernel.store.getState().connection.status).toBe('disconnected')
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('used alone with EVM and Solana networks, one WalletConnect session connects both namespaces', async () => {
    const { solanaAccount, solanaNetwork, solanaWallet } = await startSolana()
    const wallet = await createWallet({ solana: solanaWallet })
    const { adapter, kernel } = createApp(createPage(), { networks: [networks[0], solanaNetwork] })
    expect(adapter.fallbackNamespaces).toEqual(['solana'])
    expect(getConnectors(kernel).map((connector) => `${connector.namespace}:${connector.id}`)).toEqual([
      `eip155:${walletConnectConnectorId}`,
      `solana:${walletConnectConnectorId}`,
    ])
    await connectThroughWallet(kernel, wallet)
    await until(() => kernel.store.getState().accounts.solana?.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'Solana did not connect through the session',
    })
    expect(wallet.sessions()).toHaveLength(1)
    expect(kernel.store.getState().accounts.eip155).toMatchObject({
      connectorId: walletConnectConnectorId,
      caipAddress: `eip155:1:${owner.address}`,
    })
    expect(kernel.store.getState().accounts.solana).toMatchObject({
      connectorId: walletConnectConnectorId,
      caipAddress: `${solana.caipNetworkId}:${solanaAccount.address}`,
    })
    expect(kernel.store.getState().connection.namespaces).toEqual(['eip155', 'solana'])

    // A Solana message goes to the wallet through the session, and the ed25519 signature verifies.
    const message = new TextEncoder().encode('Hello Solana, universal adapter alone')
    const params = { message: base58.encode(message), pubkey: solanaAccount.address }
    const signed = (await request(kernel, { namespace: 'solana', method: 'solana_signMessage', params })) as {
      signature: string
    }
    expect(
      ed25519.verify(base58.decode(signed.signature), message, base58.decode(solanaAccount.address)),
    ).toBe(true)
    // The provider `useAppKitProvider('solana')` hands the app is this adapter's, over the same session.
    const solanaOwner = getAdapter(kernel, 'solana')
    expect(solanaOwner).toBe(adapter)
    const provider = solanaOwner?.getProvider?.() as ReturnType<UniversalAdapter['getProvider']>
    expect(provider).toBe(adapter.getProvider())
    const direct = await provider?.request<{ signature: string }>(
      { method: 'solana_signMessage', params },
      solana.caipNetworkId,
    )
    expect(
      ed25519.verify(base58.decode(direct?.signature ?? ''), message, base58.decode(solanaAccount.address)),
    ).toBe(true)
    expect(
      wallet.events.filter((event) => event.type === 'request' && event.method === 'solana_signMessage'),
    ).toEqual([
      { type: 'request', method: 'solana_signMessage', ok: true },
      { type: 'request', method: 'solana_signMessage', ok: true },
    ])
    expect(
      await solanaOwner?.getBalance?.({ address: solanaAccount.address, network: solanaNetwork }),
    ).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
    // Moving to Solana goes through the session too; the EVM account stays connected.
    await switchNetwork(kernel, solanaNetwork)
    expect(kernel.store.getState().network.activeNamespace).toBe('solana')
    expect(kernel.store.getState().accounts.eip155?.status).toBe('connected')

    // Disconnecting everything ends the session in the wallet.
    const topic = wallet.sessions()[0]?.topic
    await disconnect(kernel)
    await until(() => wallet.events.some((event) => event.type === 'deleted' && event.topic === topic), {
      timeout: 10_000,
      waitingFor: 'the wallet never saw session_delete',
    })
    expect(wallet.sessions()).toEqual([])
    expect(kernel.store.getState().connection.status).toBe('disconnected')
    expect(kernel.store.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('used alone, opens on ConnectingWalletConnectBasic on desktop and AllWallets on mobile (SPEC.md §2)', async () => {
    const desktop = createApp(createPage(), { isMobile: false })
    expect(desktop.kernel.adapters.map((adapter) => adapter.adapterType)).toEqual(['universal'])
    await openModal(desktop.kernel)
    expect(desktop.kernel.store.getState().router).toMatchObject({
      open: true,
      view: 'ConnectingWalletConnectBasic',
    })
    const mobile = createApp(createPage(), { isMobile: true })
    await openModal(mobile.kernel)
    expect(mobile.kernel.store.getState().router).toMatchObject({ open: true, view: 'AllWallets' })
    // Opening the modal contacts nothing: the provider loads only once a connect starts.
    expect(desktop.adapter.getProvider()).toBeUndefined()
    expect(mobile.adapter.getProvider()).toBeUndefined()
  })

  it('works with an older wallet that approves Solana only under its deprecated id', async () => {
    const { solanaAccount, solanaNetwork, solanaWallet } = await startSolana()
    const wallet = await createWallet({ autoApprove: false, solana: solanaWallet })
    const { kernel } = createApp(createPage(), solanaApp(solanaNetwork))
    const connecting = connectThroughWallet(kernel, wallet)
    await until(() => wallet.events.some((event) => event.type === 'proposal'), {
      timeout: 10_000,
      waitingFor: 'no proposal',
    })
    const event = wallet.events.find((each) => each.type === 'proposal')
    if (event?.type !== 'proposal') throw new Error('no proposal')
    const { params } = event.proposal
    // The wallet knows mainnet only as solana:4sGjMW1s…: it approves the deprecated id alone.
    await wallet.approve({
      ...event.proposal,
      params: {
        ...params,
        optionalNamespaces: {
          ...params.optionalNamespaces,
          solana: {
            ...params.optionalNamespaces?.solana,
            chains: [solana.deprecatedCaipNetworkId as string],
          },
        },
      },
    })
    await connecting
    await until(() => kernel.store.getState().accounts.solana?.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'Solana did not connect through the session',
    })
    expect(kernel.store.getState().accounts.solana?.address).toBe(solanaAccount.address)
    expect(kernel.store.getState().network.active.solana?.caipNetworkId).toBe(solana.caipNetworkId)
    const message = new TextEncoder().encode('Hello from an older wallet')
    const signed = (await request(kernel, {
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solanaAccount.address },
    })) as { signature: string }
    expect(
      ed25519.verify(base58.decode(signed.signature), message, base58.decode(solanaAccount.address)),
    ).toBe(true)
  })
})

describe('LazyUniversalAdapter (WalletConnect from projectId alone; basic mode)', () => {
  function createLazyApp(page: Page, appNetworks: [CaipNetwork, ...CaipNetwork[]] = networks) {
    let loads = 0
    const adapter = new LazyUniversalAdapter(
      {
        networks: appNetworks,
        relayUrl: relay.url,
        storage: page.walletConnectStorage,
        customStoragePrefix: page.prefix,
      },
      () => {
        loads++
        return import('./UniversalAdapter.js')
      },
    )
    const kernel = createKernel({
      projectId: 'universal-test',
      networks: appNetworks,
      adapters: [adapter],
      storage: page.pageStorage,
      metadata: { name: 'Lazy test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      isMobile: false,
    })
    cleanups.push(() => destroyKernel(kernel))
    return { adapter, kernel, loads: () => loads }
  }

  it('defaults to WalletConnect’s public relay, as AppKit, and a relayUrl overrides it', () => {
    expect(new UniversalAdapter({ networks }).relayUrl).toBe(walletConnectCloudRelayUrl)
    expect(walletConnectCloudRelayUrl).toBe('wss://relay.walletconnect.org')
    expect(new UniversalAdapter({ networks, relayUrl: relay.url }).relayUrl).toBe(relay.url)
  })

  it('offers WalletConnect in every namespace with no code loaded, pairs once it is picked, and restores on reload', async () => {
    const { solanaAccount, solanaNetwork, solanaWallet } = await startSolana()
    const wallet = await createWallet({ solana: solanaWallet })
    const page = createPage()
    const app = createLazyApp(page, [networks[0], solanaNetwork])
    expect(getConnectors(app.kernel).map((connector) => `${connector.namespace}:${connector.id}`)).toEqual([
      `eip155:${walletConnectConnectorId}`,
      `solana:${walletConnectConnectorId}`,
    ])
    await openModal(app.kernel)
    expect(app.kernel.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
    closeModal(app.kernel)
    expect(app.loads()).toBe(0)
    expect(app.adapter.loaded).toBe(false)
    expect(app.adapter.getProvider()).toBeUndefined()

    const connected = await connectThroughWallet(app.kernel, wallet)
    expect(app.loads()).toBe(1)
    expect(connected).toMatchObject({ namespace: 'eip155', address: owner.address })
    await until(() => app.kernel.store.getState().accounts.solana?.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'Solana did not connect through the session',
    })
    expect(app.kernel.store.getState().accounts.solana?.address).toBe(solanaAccount.address)
    const signature = await request(app.kernel, {
      method: 'personal_sign',
      params: [toHex('lazy'), owner.address],
    })
    expect(
      await verifyMessage({ address: owner.address, message: 'lazy', signature: signature as Hex }),
    ).toBe(true)
    expect(getAdapter(app.kernel, 'eip155')).toBe(app.adapter)
    expect((app.adapter.getProvider() as { session?: unknown } | undefined)?.session).toBeDefined()

    destroyKernel(app.kernel)
    const reloaded = createLazyApp(page, [networks[0], solanaNetwork])
    await until(() => reloaded.kernel.store.getState().connection.status === 'connected', {
      timeout: 10_000,
      waitingFor: 'the session was not restored',
    })
    expect(reloaded.loads()).toBe(1)
    expect(reloaded.kernel.store.getState().accounts.eip155?.address).toBe(owner.address)
    const again = await request(reloaded.kernel, {
      method: 'personal_sign',
      params: [toHex('after reload'), owner.address],
    })
    expect(
      await verifyMessage({ address: owner.address, message: 'after reload', signature: again as Hex }),
    ).toBe(true)
    await disconnect(reloaded.kernel)
    expect(reloaded.kernel.store.getState().connection.status).toBe('disconnected')
    await until(() => wallet.sessions().length === 0, {
      timeout: 10_000,
      waitingFor: 'the wallet kept the session',
    })
  })

  it('takes plain viem chains in basic mode and hands WalletConnect a copy of the frozen metadata', async () => {
    const wallet = await createWallet()
    const page = createPage()
    const {
      caipNetworkId: _id,
      chainNamespace: _namespace,
      ...plainChain
    } = networks[0] as CaipNetwork<'eip155'>
    expect(() => new UniversalAdapter({ networks: [plainChain] })).not.toThrow()
    const adapter = new LazyUniversalAdapter({
      networks: [plainChain],
      relayUrl: relay.url,
      storage: page.walletConnectStorage,
      customStoragePrefix: page.prefix,
    })
    const kernel = createKernel({
      projectId: 'universal-test',
      networks: [plainChain],
      adapters: [adapter],
      storage: page.pageStorage,
      metadata: { name: 'Plain chains', description: 'test', url: 'http://127.0.0.1', icons: [] },
      isMobile: false,
    })
    cleanups.push(() => destroyKernel(kernel))
    expect(Object.isFrozen(kernel.options.metadata)).toBe(true)
    const connected = await connectThroughWallet(kernel, wallet)
    expect(connected).toMatchObject({ namespace: 'eip155', address: owner.address })
    // What UniversalProvider.init was given (it keeps its options as `providerOpts`).
    const given = (adapter.getProvider() as { providerOpts?: { metadata?: object } } | undefined)
      ?.providerOpts
    expect(given?.metadata).toEqual(kernel.options.metadata)
    expect(given?.metadata).not.toBe(kernel.options.metadata)
    expect(Object.isFrozen(given?.metadata)).toBe(false)
    await disconnect(kernel)
  })

  it('beside another adapter, WalletConnect is offered in its namespace and routed here once picked', async () => {
    const wallet = await createWallet()
    const page = createPage()
    const lazy = new LazyUniversalAdapter({
      networks,
      relayUrl: relay.url,
      storage: page.walletConnectStorage,
      customStoragePrefix: page.prefix,
    })
    const solanaOnly = new SolanaAdapter({ walletStandard: false, injected: false })
    const app = createKernel({
      projectId: 'universal-test',
      networks,
      adapters: [solanaOnly, lazy],
      storage: page.pageStorage,
      isMobile: false,
    })
    cleanups.push(() => destroyKernel(app))
    expect(getConnectors(app).map((connector) => connector.id)).toEqual([walletConnectConnectorId])
    expect(lazy.loaded).toBe(false)
    await connectThroughWallet(app, wallet)
    expect(lazy.loaded).toBe(true)
    expect(app.store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: walletConnectConnectorId,
    })
  })
})
