import { SignClient } from '@walletconnect/sign-client'
import { defaultMnemonic, deriveDevAccounts } from '../../evm/deriveDevAccounts.js'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { createDevEvmProvider } from '../evm/createDevEvmProvider.js'
import { postJsonRpc } from '../postJsonRpc.js'
import { createDevSolanaWallet } from '../solana/createDevSolanaWallet.js'
import { createMemoryKeyValueStorage } from '../walletconnect/createMemoryKeyValueStorage.js'
import {
  createWalletConnectDevWallet,
  type WalletConnectDevWallet,
} from '../walletconnect/createWalletConnectDevWallet.js'

/**
 * The WalletConnect dev wallet page. Query string: `relay` (ws:// of the devnet relay, required), `rpc`
 * (one per EVM chain; its chain id is asked), `solana` (the Solana endpoint's origin, to approve solana
 * sessions), `privateKey` (default dev account 0), `reject=true`, `projectId`.
 */
const element = <T extends HTMLElement>(id: string) => {
  const found = document.getElementById(id)
  if (!found) throw new Error(`walletconnect-wallet.html has no #${id}`)
  return found as T
}

const status = element<HTMLParagraphElement>('status')
const sessionView = element<HTMLPreElement>('session')
const uriInput = element<HTMLInputElement>('uri')
const approveButton = element<HTMLButtonElement>('approve')
const disconnectButton = element<HTMLButtonElement>('disconnect')
const say = (text: string) => {
  status.textContent = text
}

async function start(): Promise<WalletConnectDevWallet> {
  const query = new URLSearchParams(location.search)
  const relayUrl = query.get('relay')
  if (!relayUrl) throw new Error('Add ?relay=ws://127.0.0.1:PORT (the devnet relay) to the address.')
  const rpcUrls = query.getAll('rpc')
  if (rpcUrls.length === 0) throw new Error('Add &rpc=http://127.0.0.1:PORT (an EVM chain) to the address.')
  const chains = await Promise.all(
    rpcUrls.map(async (rpcUrl) => ({
      chainId: Number.parseInt(String(await postJsonRpc(rpcUrl, 'eth_chainId', [])), 16),
      rpcUrl,
    })),
  )
  const reject = query.get('reject') === 'true'
  const privateKey = (query.get('privateKey') ??
    deriveDevAccounts(defaultMnemonic, 1)[0]?.privateKey) as `0x${string}`
  const evm = createDevEvmProvider({ privateKey, chains, reject, autoConnect: true })
  const solanaOrigin = query.get('solana')?.replace(/\/+$/, '')
  const solana = solanaOrigin
    ? createDevSolanaWallet({
        secretKey: solanaDevAccounts[0]?.secretKey ?? '',
        rpcUrls: {
          mainnet: `${solanaOrigin}/mainnet`,
          devnet: `${solanaOrigin}/devnet`,
          testnet: `${solanaOrigin}/testnet`,
        },
        reject,
      })
    : undefined
  const signClient = await SignClient.init({
    relayUrl,
    projectId: query.get('projectId') ?? 'foyer-devnet',
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `foyer-dev-wallet-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Foyer Dev Wallet',
      description: 'The devnet WalletConnect wallet',
      url: location.origin,
      icons: [],
    },
  })
  const wallet = createWalletConnectDevWallet({
    signClient,
    evm,
    evmChainIds: chains.map((chain) => chain.chainId),
    solana,
  })
  const render = () => {
    const sessions = wallet.sessions()
    sessionView.textContent = sessions.length ? JSON.stringify(sessions, null, 2) : ''
    disconnectButton.disabled = sessions.length === 0
  }
  wallet.subscribe((event) => {
    if (event.type === 'proposal') say(`Approving ${event.proposal.params.proposer.metadata.name}…`)
    if (event.type === 'session') say(`Connected to ${event.session.peer}.`)
    if (event.type === 'request') say(`${event.ok ? 'Answered' : 'Refused'} ${event.method}.`)
    if (event.type === 'deleted') say('Disconnected.')
    if (event.type === 'error')
      say(`Error: ${event.error instanceof Error ? event.error.message : String(event.error)}`)
    render()
  })
  say(`Ready: ${evm.address} on ${chains.map((chain) => chain.chainId).join(', ')}. Paste a pairing URI.`)
  return wallet
}

const started = start()
;(
  window as unknown as { foyerWalletConnectDevWallet?: Promise<WalletConnectDevWallet> }
).foyerWalletConnectDevWallet = started
started.then(
  (wallet) => {
    approveButton.disabled = false
    approveButton.addEventListener('click', () => {
      const uri = uriInput.value.trim()
      if (!uri.startsWith('wc:')) return say('A pairing URI starts with wc:')
      say('Pairing…')
      wallet.pair(uri).catch((error: unknown) => say(`Pairing failed: ${String(error)}`))
    })
    disconnectButton.addEventListener('click', () => {
      wallet.disconnect().catch((error: unknown) => say(`Disconnect failed: ${String(error)}`))
    })
  },
  (error: unknown) => say(`Could not start: ${error instanceof Error ? error.message : String(error)}`),
)
