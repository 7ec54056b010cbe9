import { SolanaAdapter } from '@foyer/adapter-solana'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import {
  arbitrum,
  type CaipNetwork,
  mainnet,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@foyer/core/networks'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { createAppKit } from '@foyer/react'
import { devnetConfig } from './devnetConfig.js'

/** EVM networks read from the local anvil chains; Solana clusters from the litesvm endpoint's `/mainnet`, `/devnet`, `/testnet`. */
function onDevnet<N extends CaipNetwork>(network: N): N {
  const url =
    network.chainNamespace === 'solana' ? solanaClusterUrl(network) : devnetConfig.rpcUrls[String(network.id)]
  return url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
}

function solanaClusterUrl(network: CaipNetwork): string | undefined {
  if (!devnetConfig.solanaUrl) return undefined
  const cluster =
    network.caipNetworkId === solanaDevnet.caipNetworkId
      ? 'devnet'
      : network.caipNetworkId === solanaTestnet.caipNetworkId
        ? 'testnet'
        : 'mainnet'
  return new URL(cluster, devnetConfig.solanaUrl).href
}

export const multichainNetworks = [
  onDevnet(mainnet),
  onDevnet(arbitrum),
  onDevnet(sepolia),
  onDevnet(solana),
  onDevnet(solanaDevnet),
  onDevnet(solanaTestnet),
] as const

const projectId = 'foyer-dev'

export const solanaAdapter = new SolanaAdapter()

/** The multichain page (`multichain.html`): the wagmi and Solana adapters side by side. */
export const multichainAppKit = createAppKit({
  projectId,
  networks: [...multichainNetworks],
  adapters: [new WagmiAdapter({ networks: [...multichainNetworks], projectId }), solanaAdapter],
  plugins: [receive(), send()],
  apiUrl: devnetConfig.serviceUrl,
  metadata: {
    name: 'Foyer multichain demo',
    description: 'Foyer on the local devnet, EVM and Solana',
    url: globalThis.location?.origin ?? 'http://127.0.0.1',
    icons: [],
  },
  themeMode:
    new URLSearchParams(globalThis.location?.search ?? '').get('theme') === 'light' ? 'light' : 'dark',
})
