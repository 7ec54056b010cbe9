import { disconnect as disconnectKernel } from '../actions/disconnect.js'
import { syncAccount } from '../actions/syncAccount.js'
import { syncNetwork } from '../actions/syncNetwork.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { RpcRequest } from '../hooks/hookTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { ChainAdapter, Hex } from '../plugins/ChainAdapter.js'
import type { Connector } from '../types/Connector.js'

/** An answer to an RPC method: a value, or a function of the request (which may throw, as a wallet's refusal). */
export type MockAnswer = unknown | ((request: RpcRequest) => unknown)

export type CreateMockAdapterParameters = {
  /** Default `'eip155'`. */
  namespace?: ChainNamespace
  /** Default `'mock-<namespace>'`. */
  name?: string
  /** The wallet's accounts; the first connects. Default: one fixed test address of the namespace. */
  accounts?: readonly string[]
  /** The chain the wallet is on. Default `1` (eip155) or the Solana mainnet reference. */
  chainId?: string | number
  /** The connectors it reports. Default: one announced wallet, id `'mock'`. */
  connectors?: readonly Connector[]
  /** Answers by RPC method; `eth_chainId` and `eth_accounts` (eip155) follow the wallet. */
  answers?: Readonly<Record<string, MockAnswer>>
  /** Refuse connects (as a user closing the wallet's prompt). */
  rejectConnect?: boolean
}

/** One call the kernel made to the mock wallet. */
export type MockAdapterCall =
  | { type: 'connect'; connectorId: string; reconnect: boolean }
  | { type: 'disconnect' }
  | { type: 'switchNetwork'; chainId: string | number }
  | { type: 'request'; method: string; params: unknown }

export type MockAdapter = ChainAdapter & {
  /** Every call the kernel made, in order. */
  readonly calls: readonly MockAdapterCall[]
  /** The wallet's current account and chain. */
  readonly wallet: { readonly address: string; readonly chainId: string | number }
  /** Sets (or replaces) the answer to an RPC method. */
  setAnswer(method: string, answer: MockAnswer): void
  /** The wallet switches account by itself (`accountsChanged`). */
  changeAccount(address: string): void
  /** The wallet moves to another chain by itself (`chainChanged`). */
  changeChain(chainId: string | number): void
  /** The wallet ends the session by itself. */
  disconnectFromWallet(): Promise<void>
}

const defaultAccounts: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
}
const defaultChains: Partial<Record<ChainNamespace, string | number>> = {
  eip155: 1,
  solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/**
 * An in-memory wallet behind a chain adapter, for plugin and adapter tests (as wagmi's `mock` connector): accounts,
 * a chain, configurable RPC answers, and a record of every call. It connects without a prompt; use
 * `changeAccount`/`changeChain`/`disconnectFromWallet` for wallet-initiated changes.
 */
export function createMockAdapter(parameters: CreateMockAdapterParameters = {}): MockAdapter {
  const namespace = parameters.namespace ?? 'eip155'
  const accounts = parameters.accounts?.length
    ? [...parameters.accounts]
    : [defaultAccounts[namespace] ?? 'mock-account']
  const wallet = {
    address: accounts[0] as string,
    chainId: parameters.chainId ?? defaultChains[namespace] ?? 1,
  }
  const answers = new Map<string, MockAnswer>(Object.entries(parameters.answers ?? {}))
  const calls: MockAdapterCall[] = []
  const connectors: Connector[] = parameters.connectors
    ? [...parameters.connectors]
    : [{ id: 'mock', type: 'ANNOUNCED', name: 'Mock Wallet', namespace }]
  let kernel: Kernel | undefined
  const requireKernel = () => {
    if (!kernel) throw new TypeError('The mock adapter is not installed in a kernel yet.')
    return kernel
  }

  return {
    name: parameters.name ?? `mock-${namespace}`,
    namespace,
    calls,
    get wallet() {
      return { ...wallet }
    },
    setup(context) {
      kernel = context.kernel
      context.setConnectors(connectors)
      return () => {
        kernel = undefined
      }
    },
    async connect(request) {
      calls.push({ type: 'connect', connectorId: request.connectorId, reconnect: request.reconnect })
      if (parameters.rejectConnect) throw new Error('User rejected the request.')
      return { address: wallet.address, chainId: wallet.chainId }
    },
    async disconnect() {
      calls.push({ type: 'disconnect' })
    },
    async switchNetwork({ network }) {
      calls.push({ type: 'switchNetwork', chainId: network.id })
      wallet.chainId = network.id
      return undefined
    },
    async request(request) {
      calls.push({ type: 'request', method: request.method, params: request.params })
      if (answers.has(request.method)) {
        const answer = answers.get(request.method)
        return typeof answer === 'function' ? await answer(request) : answer
      }
      if (namespace === 'eip155') {
        if (request.method === 'eth_chainId') return `0x${Number(wallet.chainId).toString(16)}`
        if (request.method === 'eth_accounts' || request.method === 'eth_requestAccounts')
          return [wallet.address]
        if (request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4')
          return fakeHex(65)
        if (request.method === 'eth_sendTransaction') return fakeHex(32)
      }
      throw new Error(`The mock wallet has no answer for ${request.method}.`)
    },
    setAnswer(method, answer) {
      answers.set(method, answer)
    },
    changeAccount(address) {
      wallet.address = address
      syncAccount(requireKernel(), { namespace, address, chainId: wallet.chainId })
    },
    changeChain(chainId) {
      wallet.chainId = chainId
      syncNetwork(requireKernel(), { namespace, chainId })
    },
    async disconnectFromWallet() {
      await disconnectKernel(requireKernel(), { namespace })
    },
  }
}

let counter = 0
/** A deterministic, distinct hex string of `bytes` bytes (a signature, a transaction hash). */
function fakeHex(bytes: number): Hex {
  counter++
  return `0x${counter.toString(16).padStart(bytes * 2, '0')}`
}
