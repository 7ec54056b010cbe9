import type { ChainAdapter, ChainNamespace, Connector } from '../src/exports/index.js'

export type TestWallet = {
  address: string
  chainId: string | number
  reject?: boolean
  /** While set, connect waits for it before answering: a wallet the user has not answered yet (or never will). */
  pendingAnswer?: Promise<void> | undefined
  /** Every call the kernel made, for assertions. */
  calls: string[]
}

/**
 * A small adapter for kernel tests: an in-memory wallet that answers like a real one (an address, a chain it can be
 * moved to, an RPC method or two). It stands in for a wallet extension, not for any part of Foyer.
 */
export function createTestAdapter(
  namespace: ChainNamespace,
  wallet: TestWallet,
  connectors: Connector[] = [],
): ChainAdapter {
  return {
    name: `test-${namespace}`,
    namespace,
    setup(context) {
      context.setConnectors(connectors)
      return undefined
    },
    async connect(request) {
      wallet.calls.push(`connect:${request.connectorId}:${request.reconnect}`)
      if (wallet.pendingAnswer) await wallet.pendingAnswer
      if (wallet.reject) throw new Error('User rejected the request.')
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
    async request({ method, params }) {
      wallet.calls.push(`request:${method}`)
      if (method === 'eth_chainId') return `0x${Number(wallet.chainId).toString(16)}`
      if (method === 'personal_sign') return `signed:${JSON.stringify(params)}`
      return null
    },
  }
}

/** A storage in memory; given `from`, a copy of what that one holds (a reloaded page's, the old page gone). */
export function createMemoryStorageLike(from?: { map: Map<string, string> }) {
  const map = new Map<string, string>(from?.map)
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

export const evmAddress = '0x1111111111111111111111111111111111111111'
export const solanaAddress = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'
