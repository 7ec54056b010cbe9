import type { CaipNetwork } from '@foyer/core/eager'

export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/** The EIP-3085 `wallet_addEthereumChain` parameter for a network, with the network's own RPC URLs. */
export function toAddEthereumChainParameter(network: CaipNetwork<'eip155'>): AddEthereumChainParameter {
  const explorers = Object.values(network.blockExplorers ?? {}).map((explorer) => explorer.url)
  return {
    chainId: `0x${network.id.toString(16)}`,
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorers.length ? { blockExplorerUrls: explorers } : {}),
  }
}
