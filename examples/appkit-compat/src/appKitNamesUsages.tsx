// The further AppKit names apps use (AppKit's laboratory and docs): the non-React entry, the CAIP types, custom
// networks, the embedded wallet's info, the read-only network hook and the provider type. Imports changed only:
// `@reown/appkit/core`, `@reown/appkit` and `@reown/appkit-universal-connector` → `@foyer/react/core`,
// `@reown/appkit/react` → `@foyer/react`, `@reown/appkit-adapter-wagmi` → `@foyer/adapter-wagmi`.
import { authConnector, WagmiAdapter } from '@foyer/adapter-wagmi'
import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type Provider,
  useAppKitAccount,
  useAppKitNetworkCore,
  useAppKitProvider,
} from '@foyer/react'
import {
  AppKit,
  type CreateAppKit,
  type CustomCaipNetwork,
  createAppKit,
  type InferredCaipNetwork,
  UniversalConnector,
} from '@foyer/react/core'
import { mainnet as viemMainnet } from 'viem/chains'
import { metadata, projectId } from './documentedUsages.js'

export const customNetwork: CustomCaipNetwork<'eip155'> = {
  id: 123_456,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:123456',
  name: 'Custom Network',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.custom.example'] } },
}

const solanaLocal = {
  id: 'localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
} as const
export const inferredNetwork = solanaLocal as unknown as InferredCaipNetwork<typeof solanaLocal>

export const coreOptions: CreateAppKit = {
  projectId,
  metadata,
  // A plain viem chain, with no adapter: WalletConnect serves it.
  networks: [viemMainnet, customNetwork],
}

let modal: AppKit | undefined
export function createCoreModal(): AppKit {
  modal ??= createAppKit(coreOptions)
  return modal
}
export const isModal = (value: unknown): boolean => value instanceof AppKit

export function describeNetwork(network: CaipNetwork): { id: CaipNetworkId; account?: CaipAddress } {
  const address = modal?.getAddress()
  return { id: network.caipNetworkId, ...(address ? { account: `${network.caipNetworkId}:${address}` } : {}) }
}

export function EmbeddedWalletInfo() {
  const { embeddedWalletInfo } = useAppKitAccount()
  const { caipNetwork, caipNetworkId, chainId, approvedCaipNetworkIds, supportsAllNetworks } =
    useAppKitNetworkCore()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  if (!embeddedWalletInfo) return null
  const { user, authProvider, accountType, isSmartAccountDeployed } = embeddedWalletInfo
  async function chain(): Promise<string | undefined> {
    return walletProvider?.request<string>({ method: 'eth_chainId' })
  }
  return (
    <dl>
      <dt>Email</dt>
      <dd>{user?.email}</dd>
      <dt>Username</dt>
      <dd>{user?.username}</dd>
      <dt>Auth provider</dt>
      <dd>{authProvider}</dd>
      <dt>Account type</dt>
      <dd>{accountType}</dd>
      <dt>Smart account</dt>
      <dd>{isSmartAccountDeployed ? 'Deployed' : 'Not Deployed'}</dd>
      <dt>Network</dt>
      <dd>
        {caipNetwork?.name} {caipNetworkId} {chainId} {approvedCaipNetworkIds?.join(', ')}{' '}
        {String(supportsAllNetworks)}
      </dd>
      <dd>
        <button type="button" onClick={chain}>
          Chain id
        </button>
      </dd>
    </dl>
  )
}

// AppKit's embedded wallet as a wagmi connector, beside the adapter's own.
export const authWagmiAdapter = new WagmiAdapter({
  projectId,
  networks: [viemMainnet],
  connectors: [authConnector({ chains: [viemMainnet], options: { projectId } })],
})

// AppKit's UniversalConnector: WalletConnect, with the app sending its own requests.
export async function connectUniversal(): Promise<string> {
  const universalConnector = await UniversalConnector.init({
    projectId,
    metadata,
    networks: [
      {
        namespace: 'eip155',
        chains: [customNetwork],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    ],
  })
  const { session } = await universalConnector.connect()
  const [account] = Object.values(session.namespaces).flatMap(({ accounts }) =>
    accounts.map((id) => id.split(':')[2]),
  )
  return universalConnector.request<string>(
    { method: 'personal_sign', params: ['0x48656c6c6f', account] },
    customNetwork.caipNetworkId,
  )
}
