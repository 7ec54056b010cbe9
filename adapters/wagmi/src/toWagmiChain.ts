import type { CaipNetwork } from '@foyer/core/eager'
import type { Chain } from 'viem'

/** A Foyer eip155 network as the viem chain wagmi expects; the network's own RPC URLs are kept. */
export function toWagmiChain(network: CaipNetwork<'eip155'>): Chain {
  const multicall3 = network.contracts?.multicall3
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(multicall3 ? { contracts: { multicall3 } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}
