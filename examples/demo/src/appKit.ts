import { UniversalAdapter } from '@foyer/adapter-universal'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { arbitrum, type CaipNetwork, mainnet, sepolia } from '@foyer/core/networks'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { createAppKit } from '@foyer/react'
import { devnetConfig } from './devnetConfig.js'

/** The demo's networks, reading from the local anvil chains instead of public RPCs. */
function onDevnet<N extends CaipNetwork>(network: N): N {
  const url = devnetConfig.rpcUrls[String(network.id)]
  return url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
}

export const networks = [onDevnet(mainnet), onDevnet(arbitrum), onDevnet(sepolia)] as const

const search = new URLSearchParams(globalThis.location?.search ?? '')
const projectId = 'foyer-dev'

export const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId })

// WalletConnect through the devnet relay; listed after the EVM adapter, which keeps the injected wallets.
export const universalAdapter = devnetConfig.relayUrl
  ? new UniversalAdapter({ networks: [...networks], relayUrl: devnetConfig.relayUrl, projectId })
  : undefined

export const appKit = createAppKit({
  projectId,
  networks: [...networks],
  adapters: [wagmiAdapter, ...(universalAdapter ? [universalAdapter] : [])],
  plugins: [receive(), send()],
  // `?api=same-origin` reaches the Foyer service through the page's own origin (`/foyer-api`), as a host behind a
  // strict CSP would deploy it.
  apiUrl:
    search.get('api') === 'same-origin'
      ? `${globalThis.location?.origin}/foyer-api`
      : devnetConfig.serviceUrl,
  metadata: {
    name: 'Foyer demo',
    description: 'Foyer on the local devnet',
    url: globalThis.location?.origin ?? 'http://127.0.0.1',
    icons: [],
  },
  // `?reconnect=off` shows a reload leaving the user disconnected.
  enableReconnect: search.get('reconnect') !== 'off',
  themeMode: search.get('theme') === 'light' ? 'light' : 'dark',
})
