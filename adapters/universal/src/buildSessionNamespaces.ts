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
 * the app's networks, with every network of it (and a Solana cluster's deprecated id), its methods and events, and
 * the networks' own RPC URLs.
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
    // Older Solana wallets know mainnet and devnet only by their deprecated ids, as AppKit asks for both.
    const ids: string[] = [network.caipNetworkId]
    const deprecated = network.deprecatedCaipNetworkId
    if (deprecated && !entry.chains.includes(deprecated)) ids.push(deprecated)
    entry.chains.push(...ids)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) continue
    for (const id of ids) {
      entry.rpcMap[id.slice(key.length + 1)] = rpcUrl
      entry.rpcMap[id] = rpcUrl
    }
  }
  if (!defaultNetwork) return namespaces
  const chosen = namespaces[defaultNetwork.chainNamespace as WalletConnectNamespace]
  if (chosen?.chains.includes(defaultNetwork.caipNetworkId)) chosen.defaultChain = String(defaultNetwork.id)
  return namespaces
}
