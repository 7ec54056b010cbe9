import type { CaipNetwork, ChainAdapter, Connector, Kernel, KernelParameters } from '@foyer/core'
import { defineChain, UserRejectedRequestError } from '@foyer/core'
import { createAccessibleKernel } from '../../context/kernelAccess.js'

export const testAddress = '0x52908400098527886E0F7030069857D2E4169EE7'

export const localMainnet = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}) as CaipNetwork
export const localArbitrum = defineChain({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
}) as CaipNetwork

/** An in-memory wallet the test adapter answers for, standing in for a browser extension. */
export type TestWallet = {
  address: string
  chainId: number
  /** Reject the next connection requests, as a user clicking "Cancel" in the wallet. */
  rejectConnect: boolean
  /** The native balance `getBalance` reports, or an error to throw. */
  balance: string | Error
  /** How long the wallet's connection prompt stays open before it answers. */
  connectDelayMs: number
  /** When set, the connection prompt stays open until this settles (instead of `connectDelayMs`). */
  connectAnswered?: Promise<void>
  calls: string[]
}

export function createTestWallet(overrides: Partial<TestWallet> = {}): TestWallet {
  return {
    address: testAddress,
    chainId: 1,
    rejectConnect: false,
    balance: '1.234567',
    connectDelayMs: 20,
    calls: [],
    ...overrides,
  }
}

/** An EVM adapter over a `TestWallet`: it connects, switches, signs and reports balances like a real wallet would. */
export function createTestAdapter(wallet: TestWallet, connectors: Connector[]): ChainAdapter {
  return {
    name: 'test-eip155',
    namespace: 'eip155',
    setup(context) {
      context.setConnectors(connectors)
      return undefined
    },
    async connect(request) {
      wallet.calls.push(`connect:${request.connectorId}`)
      await (wallet.connectAnswered ?? new Promise((resolve) => setTimeout(resolve, wallet.connectDelayMs)))
      if (wallet.rejectConnect) throw new UserRejectedRequestError({ method: 'eth_requestAccounts' })
      return { address: wallet.address, chainId: wallet.chainId }
    },
    async disconnect() {
      wallet.calls.push('disconnect')
    },
    async switchNetwork({ network }) {
      wallet.calls.push(`switch:${network.caipNetworkId}`)
      wallet.chainId = Number(network.id)
      return undefined
    },
    async request({ method, params }) {
      wallet.calls.push(`request:${method}`)
      if (method === 'personal_sign') return `0xsigned${JSON.stringify(params).length}`
      return null
    },
    async getBalance({ address, network }) {
      wallet.calls.push(`balance:${network.caipNetworkId}:${address}`)
      if (wallet.balance instanceof Error) throw wallet.balance
      return { balance: wallet.balance, symbol: network.nativeCurrency.symbol }
    },
  }
}

export function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

export type ViewTestKernelParameters = Partial<KernelParameters> & {
  wallet?: TestWallet
  connectors?: Connector[]
}

export function createViewTestKernel({
  wallet = createTestWallet(),
  connectors = [],
  ...options
}: ViewTestKernelParameters = {}): { kernel: Kernel; wallet: TestWallet } {
  const kernel = createAccessibleKernel({
    projectId: 'foyer-dev',
    networks: [localMainnet, localArbitrum],
    storage: createMemoryStorage(),
    isMobile: false,
    ...options,
    adapters: [createTestAdapter(wallet, connectors), ...(options.adapters ?? [])],
  })
  return { kernel, wallet }
}
