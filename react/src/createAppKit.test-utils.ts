import type { ChainAdapter, ChainNamespace, Connector } from '@foyer/core'
import { mainnet, sepolia } from '@foyer/core/networks'
import { type CreateAppKitParameters, createAppKit } from './createAppKit.js'

export const testAddress = '0x1234567890abcdef1234567890abcdef12345678'

export type TestWallet = { address: string; chainId: string | number; calls: string[] }

/** An in-memory wallet answering like an extension would: it stands in for a wallet, not for any part of Foyer. */
export function createTestAdapter(
  wallet: TestWallet,
  { namespace = 'eip155', connectors = [] }: { namespace?: ChainNamespace; connectors?: Connector[] } = {},
): ChainAdapter & { provider: { isTestProvider: true } } {
  const provider = { isTestProvider: true as const }
  return {
    name: `test-${namespace}`,
    namespace,
    adapterType: 'wagmi',
    provider,
    setup(context) {
      context.setConnectors(connectors)
      return undefined
    },
    async connect(request) {
      wallet.calls.push(`connect:${request.connectorId}`)
      return { address: wallet.address, chainId: wallet.chainId }
    },
    async disconnect() {
      wallet.calls.push('disconnect')
    },
    async switchNetwork({ network }) {
      wallet.calls.push(`switch:${network.caipNetworkId}`)
      wallet.chainId = network.id
      return undefined
    },
    async getBalance() {
      return { balance: '1.23456', symbol: 'ETH' }
    },
    getProvider: () => provider,
  }
}

export const testConnector: Connector = {
  id: 'io.testwallet',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  namespace: 'eip155',
  rdns: 'io.testwallet',
  imageUrl: 'data:image/png;base64,AA==',
  installed: true,
}

/** `createAppKit` with mainnet and sepolia, a test wallet and in-memory storage. */
export function createTestAppKit(overrides: Partial<CreateAppKitParameters> = {}) {
  const wallet: TestWallet = { address: testAddress, chainId: 1, calls: [] }
  const adapter = createTestAdapter(wallet, { connectors: [testConnector] })
  const map = new Map<string, string>()
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
  const appKit = createAppKit({
    projectId: 'test-project',
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage,
    ...overrides,
  })
  return { appKit, kernel: appKit.kernel, wallet, adapter, storage: map }
}
