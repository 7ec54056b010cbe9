import { BitcoinAdapter } from '@foyer/adapter-bitcoin'
import { PolkadotAdapter } from '@foyer/adapter-polkadot'
import { SolanaAdapter } from '@foyer/adapter-solana'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import {
  arbitrum,
  bitcoinTestnet,
  type CaipNetwork,
  defineChain,
  mainnet,
  polkadot,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@foyer/core/networks'
import { activity } from '@foyer/plugin-activity/react'
import { nfts } from '@foyer/plugin-nfts/react'
import { onramp } from '@foyer/plugin-onramp/react'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { socials } from '@foyer/plugin-socials/react'
import { tokens } from '@foyer/plugin-tokens/react'
import { createAppKit } from '@foyer/react'
import { TronAdapter, tronMainnet, tronShasta } from '@foyer-examples/tron-adapter'
import { devnetConfig } from './devnetConfig.js'
import { walletConnectOptions } from './walletConnectOptions.js'

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

/** The devnet's regtest ledger (CAIP-2 from regtest's genesis hash); its Esplora API is the RPC URL. */
export const bitcoinRegtest = defineChain({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [devnetConfig.bitcoinUrl ?? 'http://127.0.0.1:18443/regtest'] } },
  testnet: true,
})

const devnetBitcoinTestnet: CaipNetwork = devnetConfig.bitcoinUrl
  ? { ...bitcoinTestnet, rpcUrls: { default: { http: [new URL('testnet', devnetConfig.bitcoinUrl).href] } } }
  : bitcoinTestnet

/** Polkadot read and sent on the devnet's Polkadot ledger (devnet/src/polkadot/README.md) when it runs. */
const devnetPolkadot: CaipNetwork = devnetConfig.polkadotUrl
  ? {
      ...polkadot,
      rpcUrls: {
        default: {
          http: [devnetConfig.polkadotUrl.replace(/^ws/, 'http')],
          webSocket: [devnetConfig.polkadotUrl],
        },
      },
    }
  : polkadot

export const multichainNetworks = [
  onDevnet(mainnet),
  onDevnet(arbitrum),
  onDevnet(sepolia),
  onDevnet(solana),
  onDevnet(solanaDevnet),
  onDevnet(solanaTestnet),
  bitcoinRegtest,
  devnetBitcoinTestnet,
  devnetPolkadot,
] as const

const projectId = 'foyer-dev'

/**
 * `multichain.html?tron`: the example Tron adapter too (examples/tron-adapter), a namespace the kernel does not ship,
 * with the TronLink-style wallet the page finds injected. Off by default, so the page is otherwise unchanged.
 */
export const withTron = new URLSearchParams(globalThis.location?.search ?? '').has('tron')
const tronNetworks = withTron ? [tronMainnet, tronShasta] : []

export const solanaAdapter = new SolanaAdapter()
export const bitcoinAdapter = new BitcoinAdapter()
// Balances and transfers go through @polkadot/api to the network's RPC URL: the devnet's Polkadot ledger.
export const polkadotAdapter = new PolkadotAdapter({ appName: 'Foyer multichain demo' })

/** The multichain page (`multichain.html`): the wagmi, Solana, Bitcoin and Polkadot adapters side by side. */
export const multichainAppKit = createAppKit({
  projectId,
  networks: [...multichainNetworks, ...tronNetworks],
  adapters: [
    new WagmiAdapter({ networks: [...multichainNetworks], projectId }),
    solanaAdapter,
    bitcoinAdapter,
    polkadotAdapter,
    ...(withTron ? [new TronAdapter()] : []),
  ],
  plugins: [
    onramp(),
    receive(),
    send(),
    tokens(),
    nfts(),
    activity(),
    // Email login into the embedded wallet: its EVM and Solana accounts, held by the devnet's secure frame.
    ...(devnetConfig.frameUrl ? [socials({ frameUrl: `${devnetConfig.frameUrl}/index.html` })] : []),
  ],
  apiUrl: devnetConfig.serviceUrl,
  ...walletConnectOptions,
  metadata: {
    name: 'Foyer multichain demo',
    description: 'Foyer on the local devnet: EVM, Solana, Bitcoin and Polkadot',
    url: globalThis.location?.origin ?? 'http://127.0.0.1',
    icons: [],
  },
  themeMode:
    new URLSearchParams(globalThis.location?.search ?? '').get('theme') === 'light' ? 'light' : 'dark',
})
