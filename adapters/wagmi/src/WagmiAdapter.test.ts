import { eip155ConformanceDevnet, runAdapterConformance, waitUntil } from '@foyer/conformance'
import {
  type ConformanceEvmDevnet,
  createConformanceEvmWallet,
  startConformanceEvmDevnet,
} from '@foyer/conformance/evm'
import { connect, createKernel, destroyKernel, writeContract } from '@foyer/core'
import { wrappedNativeAbi } from '@foyer/devnet'
import { ContractCallEncodingError } from '@foyer/shared-eip1193'
import {
  createStorage,
  getAccount,
  getBlockNumber,
  hydrate,
  readContract,
  signMessage,
  version as wagmiVersion,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { getAddress, type Hex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectProvidedWalletConnects } from '../../shared-eip1193/src/expectProvidedWalletConnects.test-utils.js'
import { WagmiAdapter } from './WagmiAdapter.js'

// wagmi discovers wallets on the global `window` (mipd, injected()): this file gives it an EventTarget for one.
const page = new EventTarget()
const globals = globalThis as { window?: unknown }
const previousWindow = globals.window

let devnet: ConformanceEvmDevnet
beforeAll(async () => {
  globals.window = page
  devnet = await startConformanceEvmDevnet()
})
afterAll(async () => {
  globals.window = previousWindow
  await devnet?.stop()
})

const createAdapter = () =>
  new WagmiAdapter({ networks: [...devnet.networks, devnet.unknownNetwork], projectId: 'conformance' })
const createWallet = () =>
  createConformanceEvmWallet({ target: page, devnet: devnet.evm, chainIds: devnet.walletChainIds })

runAdapterConformance({
  name: 'WagmiAdapter',
  createAdapter,
  createWallet,
  devnet: () =>
    eip155ConformanceDevnet({
      networks: devnet.networks,
      unknownNetwork: devnet.unknownNetwork,
      token: devnet.usdc,
      toChecksumAddress: getAddress,
      verifyMessage: ({ address, message, signature }) =>
        verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
      verifyTypedData: ({ address, typedData, signature }) =>
        verifyTypedData({ ...typedData, address: address as Hex, signature: signature as Hex }),
    }),
  describe,
  it,
  expect,
})

describe('WagmiAdapter', () => {
  it('runs on the wagmi major this project pins (3 here, 2 in the wagmi-2 project)', () => {
    expect(wagmiVersion.split('.')[0]).toBe(process.env.FOYER_WAGMI_MAJOR ?? '3')
  })

  it('builds a wagmiConfig on the networks, read over their own RPC URLs', () => {
    const adapter = createAdapter()
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 11155111, 8453])
    expect(adapter.wagmiConfig.chains[0]?.rpcUrls.default.http).toEqual(
      devnet.networks[0].rpcUrls.default.http,
    )
    expect(adapter.adapterType).toBe('wagmi')
  })

  it("reads over AppKit's customRpcUrls instead of the network's own RPC", async () => {
    const [mainnet] = devnet.networks
    const unreachable = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const adapter = new WagmiAdapter({
      networks: [unreachable],
      customRpcUrls: { 'eip155:1': [{ url: mainnet.rpcUrls.default.http[0] as string }] },
    })
    expect(await getBlockNumber(adapter.wagmiConfig, { chainId: 1 })).toBeGreaterThan(0n)
    expect(
      () =>
        new WagmiAdapter({
          networks: [mainnet],
          customRpcUrls: { 'eip155:1': [{ url: 'ftp://rpc.example' }] },
        }),
    ).toThrow(/customRpcUrls/)
  })

  it('shares its connection with wagmi actions the app calls on wagmiConfig', async () => {
    const wallet = await createWallet()
    const adapter = createAdapter()
    const kernel = createKernel({ projectId: 'wagmi', networks: [...devnet.networks], adapters: [adapter] })
    try {
      await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
      expect(getAccount(adapter.wagmiConfig).address).toBe(wallet.address)
      const signature = await signMessage(adapter.wagmiConfig, { message: 'through wagmi' })
      expect(
        await verifyMessage({ address: wallet.address as Hex, message: 'through wagmi', signature }),
      ).toBe(true)
    } finally {
      destroyKernel(kernel)
      wallet.remove()
    }
  })

  it('restores a session when wagmi reconnects on its own too (WagmiProvider with ssr: true and cookie-like storage)', async () => {
    const wallet = await createWallet()
    const pageEntries = new Map<string, string>()
    const pageStorage = {
      getItem: (key: string) => pageEntries.get(key) ?? null,
      setItem: (key: string, value: string) => void pageEntries.set(key, value),
      removeItem: (key: string) => void pageEntries.delete(key),
    }
    // wagmi's own storage, as the cookie storage of AppKit's Next.js setup: it outlives the page.
    const wagmiEntries = new Map<string, string>()
    const wagmiStorage = createStorage({
      storage: {
        getItem: (key) => wagmiEntries.get(key) ?? null,
        setItem: (key, value) => void wagmiEntries.set(key, value),
        removeItem: (key) => void wagmiEntries.delete(key),
      },
    })
    const open = () => {
      const adapter = new WagmiAdapter({ networks: [...devnet.networks], ssr: true, storage: wagmiStorage })
      return {
        adapter,
        start: () =>
          createKernel({
            projectId: 'ssr',
            networks: [...devnet.networks],
            adapters: [adapter],
            storage: pageStorage,
          }),
      }
    }
    // What WagmiProvider does on mount: rehydrate wagmi's state, add the EIP-6963 wallets, and reconnect.
    const mountWagmiProvider = (adapter: WagmiAdapter) =>
      hydrate(adapter.wagmiConfig, { reconnectOnMount: true }).onMount()
    const first = open()
    await mountWagmiProvider(first.adapter)
    const kernel = first.start()
    try {
      await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
    } finally {
      destroyKernel(kernel)
    }
    // A reload where wagmi's provider reconnects first (its effect ran before Foyer's restore): Foyer still restores.
    const second = open()
    await mountWagmiProvider(second.adapter)
    const reloaded = second.start()
    try {
      await waitUntil(() => reloaded.store.getState().connection.status !== 'connecting', {
        timeout: 10_000,
        waitingFor: 'the restore never ended',
      })
      expect(reloaded.store.getState().accounts.eip155).toMatchObject({
        status: 'connected',
        address: wallet.address,
      })
      // The stored status is kept, so the next reload restores too.
      expect([...pageEntries.entries()].find(([key]) => key.endsWith('connectionStatus'))?.[1]).toContain(
        'connected',
      )
      const signature = await signMessage(second.adapter.wagmiConfig, { message: 'after an ssr reload' })
      expect(
        await verifyMessage({ address: wallet.address as Hex, message: 'after an ssr reload', signature }),
      ).toBe(true)
    } finally {
      destroyKernel(reloaded)
      wallet.remove()
    }
  })

  it('writes a payable call with its value (WETH deposit) and refuses a function the ABI lacks', async () => {
    const wallet = await createWallet()
    const adapter = createAdapter()
    const kernel = createKernel({ projectId: 'wagmi', networks: [...devnet.networks], adapters: [adapter] })
    const sends: string[] = []
    kernel.events.on('rpcRequest', ({ method }) => sends.push(method))
    try {
      await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
      const weth = devnet.evm.chains.find((chain) => chain.chainId === 1)?.weth as Hex
      const balance = () =>
        readContract(adapter.wagmiConfig, {
          address: weth,
          abi: wrappedNativeAbi,
          functionName: 'balanceOf',
          args: [wallet.address as Hex],
          chainId: 1,
        })
      const before = await balance()
      const hash = await writeContract(kernel, {
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'deposit',
        value: 777n,
      })
      const receipt = await waitForTransactionReceipt(adapter.wagmiConfig, { hash, chainId: 1 })
      expect(receipt.status).toBe('success')
      expect((await balance()) - before).toBe(777n)
      expect(sends).toEqual(['eth_sendTransaction'])

      const refused = await writeContract(kernel, {
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'mint',
        args: [],
      }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ContractCallEncodingError)
      expect((refused as ContractCallEncodingError).shortMessage).toBe('Failed to create transaction')
      expect(sends).toEqual(['eth_sendTransaction'])
    } finally {
      destroyKernel(kernel)
      wallet.remove()
    }
  })

  it('connects through a wallet a plugin provides (a wagmi connector over its provider); the app signs through the approval view', async () => {
    await expectProvidedWalletConnects({ devnet, createAdapter })
  })

  it('rejects networks without an eip155 one, naming the field', () => {
    expect(() => new WagmiAdapter({ networks: [] })).toThrow(/Invalid options for WagmiAdapter at "networks"/)
  })
})
