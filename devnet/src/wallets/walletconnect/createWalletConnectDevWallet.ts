import { base58, base64 } from '@scure/base'
import type { SignClient } from '@walletconnect/sign-client'
import { type SolanaClusterName, solanaClusters } from '../../solana/solanaClusters.js'
import type { DevEvmProvider } from '../evm/createDevEvmProvider.js'
import type { DevSolanaWallet } from '../solana/createDevSolanaWallet.js'
import { WalletRpcError } from '../walletErrors.js'

type SignClientInstance = InstanceType<typeof SignClient>

type ProposalNamespace = { chains?: string[]; methods?: string[]; events?: string[] }

/** The parts of a `session_proposal` event the dev wallet reads. */
export type DevSessionProposal = {
  id: number
  params: {
    requiredNamespaces: Record<string, ProposalNamespace>
    optionalNamespaces?: Record<string, ProposalNamespace>
    proposer: { metadata: { name: string; url: string } }
  }
}

export type DevWalletConnectSession = {
  topic: string
  peer: string
  accounts: string[]
}

export type CreateWalletConnectDevWalletParameters = {
  signClient: SignClientInstance
  /** Signs and sends for eip155 requests; its known chains are the chains the wallet approves. */
  evm: DevEvmProvider
  /** The EVM chain ids `evm` knows (from `createDevEvmProvider`'s `chains`). */
  evmChainIds: readonly number[]
  /** Approves the solana namespace too when a dapp asks for it. */
  solana?: DevSolanaWallet
  /** Approve each proposal as it arrives (after `pair`), as a user clicking Approve would. Default true. */
  autoApprove?: boolean
}

export type WalletConnectDevWallet = {
  /** Pairs with a `wc:` URI; with `autoApprove` the proposal that follows is approved. */
  pair(uri: string): Promise<void>
  approve(proposal: DevSessionProposal): Promise<DevWalletConnectSession>
  reject(proposal: DevSessionProposal): Promise<void>
  disconnect(topic?: string): Promise<void>
  sessions(): DevWalletConnectSession[]
  /** Called on every change: a proposal arrived, a session settled or ended, a request was answered. */
  subscribe(listener: (event: DevWalletConnectEvent) => void): () => void
}

export type DevWalletConnectEvent =
  | { type: 'proposal'; proposal: DevSessionProposal }
  | { type: 'session'; session: DevWalletConnectSession }
  | { type: 'request'; method: string; ok: boolean }
  | { type: 'deleted'; topic: string }
  | { type: 'error'; error: unknown }

const evmMethods = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const evmEvents = ['accountsChanged', 'chainChanged']
const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

/**
 * The logic of the WalletConnect dev wallet: a real Sign client on the devnet relay that approves eip155
 * (and solana, when asked and configured) sessions and answers requests with the dev keys. The page
 * `walletconnect-wallet.html` drives it; tests drive it in Node.
 */
export function createWalletConnectDevWallet(
  parameters: CreateWalletConnectDevWalletParameters,
): WalletConnectDevWallet {
  const { signClient, evm, solana, evmChainIds } = parameters
  const autoApprove = parameters.autoApprove ?? true
  const listeners = new Set<(event: DevWalletConnectEvent) => void>()
  const emit = (event: DevWalletConnectEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const solanaCaipIds = new Map<string, SolanaClusterName>(
    Object.values(solanaClusters).flatMap((cluster) => [
      [cluster.caipNetworkId, cluster.name] as const,
      ...(cluster.deprecatedCaipNetworkId ? [[cluster.deprecatedCaipNetworkId, cluster.name] as const] : []),
    ]),
  )

  const toSession = (topic: string): DevWalletConnectSession => {
    const session = signClient.session.get(topic)
    return {
      topic,
      peer: session.peer.metadata.name,
      accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
    }
  }

  const approve = async (proposal: DevSessionProposal) => {
    const requested = { ...proposal.params.optionalNamespaces, ...proposal.params.requiredNamespaces }
    const namespaces: Record<
      string,
      { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
    > = {}
    const wantedEvm = (requested.eip155?.chains ?? []).filter((chain) =>
      evmChainIds.includes(Number(chain.split(':')[1])),
    )
    const evmChains = wantedEvm.length > 0 ? wantedEvm : evmChainIds.map((chainId) => `eip155:${chainId}`)
    namespaces.eip155 = {
      chains: evmChains,
      accounts: evmChains.map((chain) => `${chain}:${evm.address}`),
      methods: evmMethods,
      events: evmEvents,
    }
    if (solana && requested.solana) {
      const chains = (requested.solana.chains ?? []).filter((chain) => solanaCaipIds.has(chain))
      if (chains.length > 0)
        namespaces.solana = {
          chains,
          accounts: chains.map((chain) => `${chain}:${solana.address}`),
          methods: solanaMethods,
          events: [],
        }
    }
    if (solana) await solana.features['standard:connect'].connect()
    const { topic, acknowledged } = await signClient.approve({ id: proposal.id, namespaces })
    await acknowledged()
    const session = toSession(topic)
    emit({ type: 'session', session })
    return session
  }

  const answerEvm = async (method: string, params: unknown, chainId: string) => {
    const target = Number(chainId.split(':')[1])
    const current = Number.parseInt(String(await evm.request({ method: 'eth_chainId' })), 16)
    if (method !== 'wallet_switchEthereumChain' && Number.isInteger(target) && target !== current)
      await evm.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${target.toString(16)}` }],
      })
    return evm.request({ method, params })
  }

  const answerSolana = async (method: string, params: unknown, chainId: string) => {
    if (!solana) throw new WalletRpcError(4200, `The dev wallet has no Solana key for ${method}.`)
    const [account] = solana.accounts
    if (!account) throw new WalletRpcError(4100, 'The Solana account is not connected.')
    const cluster = solanaCaipIds.get(chainId) ?? 'devnet'
    const request = (params ?? {}) as { message?: string; transaction?: string }
    if (method === 'solana_signMessage') {
      const [signed] = await solana.features['solana:signMessage'].signMessage({
        account,
        message: base58.decode(request.message ?? ''),
      })
      return { signature: base58.encode(signed?.signature ?? new Uint8Array()) }
    }
    const transaction = base64.decode(request.transaction ?? '')
    if (method === 'solana_signTransaction') {
      const [signed] = await solana.features['solana:signTransaction'].signTransaction({
        account,
        transaction,
      })
      const bytes = signed?.signedTransaction ?? new Uint8Array()
      return { signature: base58.encode(firstSignatureOf(bytes)), transaction: base64.encode(bytes) }
    }
    if (method === 'solana_signAndSendTransaction') {
      const [sent] = await solana.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: `solana:${cluster}`,
      })
      return { signature: base58.encode(sent?.signature ?? new Uint8Array()) }
    }
    throw new WalletRpcError(4200, `The dev wallet does not support ${method}.`)
  }

  signClient.on('session_proposal', (proposal) => {
    const event = proposal as unknown as DevSessionProposal
    emit({ type: 'proposal', proposal: event })
    if (autoApprove) approve(event).catch((error: unknown) => emit({ type: 'error', error }))
  })

  signClient.on('session_request', ({ id, topic, params }) => {
    const { request, chainId } = params
    const answer = chainId.startsWith('solana:')
      ? answerSolana(request.method, request.params, chainId)
      : answerEvm(request.method, request.params, chainId)
    answer
      .then(async (result) => {
        await signClient.respond({ topic, response: { id, jsonrpc: '2.0', result } })
        emit({ type: 'request', method: request.method, ok: true })
      })
      .catch(async (error: unknown) => {
        const code = error instanceof WalletRpcError ? error.code : -32603
        const message =
          error instanceof Error
            ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
            : String(error)
        await signClient
          .respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
          .catch((respondError: unknown) => emit({ type: 'error', error: respondError }))
        emit({ type: 'request', method: request.method, ok: false })
      })
  })

  signClient.on('session_delete', ({ topic }) => emit({ type: 'deleted', topic }))

  evm.on('chainChanged', (chainId) => {
    for (const session of signClient.session.getAll()) {
      if (!session.namespaces.eip155) continue
      const caip = `eip155:${Number.parseInt(String(chainId), 16)}`
      signClient
        .emit({
          topic: session.topic,
          event: { name: 'chainChanged', data: Number.parseInt(String(chainId), 16) },
          chainId: caip,
        })
        .catch(() => {})
    }
  })

  return {
    async pair(uri) {
      await signClient.core.pairing.pair({ uri })
    },
    approve,
    async reject(proposal) {
      await signClient.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : signClient.session.getAll().map((session) => session.topic)
      for (const each of topics) {
        await signClient.disconnect({ topic: each, reason: { code: 6000, message: 'User disconnected.' } })
        emit({ type: 'deleted', topic: each })
      }
    },
    sessions: () => signClient.session.getAll().map((session) => toSession(session.topic)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A wire transaction's first signature (the fee payer's): compact-u16 count, then 64-byte signatures. */
function firstSignatureOf(transaction: Uint8Array): Uint8Array {
  return transaction.slice(1, 65)
}
