import type { CaipNetwork } from '@foyer/core'
import {
  isWalletConnectNamespace,
  type WalletConnectNamespace,
  walletConnectEvents,
  walletConnectMethods,
} from './walletConnectMethods.js'

export type SessionNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL by chain reference and by CAIP-2 id: reads never go to WalletConnect's RPC gateway. */
  rpcMap: Record<string, string>
  defaultChain?: string
}

/**
 * The namespaces a session proposal asks for: one per namespace WalletConnect serves (eip155, solana, bip122) among
 * the app's networks, with every network of it, its methods and events, and the networks' own RPC URLs.
 */
export function buildSessionNamespaces(
  networks: readonly CaipNetwork[],
  defaultNetwork?: CaipNetwork,
): Partial<Record<WalletConnectNamespace, SessionNamespace>> {
  const namespaces: Partial<Record<WalletConnectNamespace, SessionNamespace>> = {}
  for (const network of networks) {
    const key = network.chainNamespace
    if (!isWalletConnectNamespace(key)) continue
    const entry = namespaces[key] ?? {
      chains: [],
      methods: [...walletConnectMethods[key]],
      events: [...walletConnectEvents],
      rpcMap: {},
    }
    namespaces[key] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) {
      entry.rpcMap[String(network.id)] = rpcUrl
      entry.rpcMap[network.caipNetworkId] = rpcUrl
    }
  }
  if (!defaultNetwork) return namespaces
  const chosen = namespaces[defaultNetwork.chainNamespace as WalletConnectNamespace]
  if (chosen?.chains.includes(defaultNetwork.caipNetworkId)) chosen.defaultChain = String(defaultNetwork.id)
  return namespaces
}
