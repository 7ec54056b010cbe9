import { type Chain, defineChain } from 'viem'
import type { EvmDevnetChain } from './types.js'

/** A viem chain for a devnet chain: its real id and name, the local RPC URL and Multicall3. */
export function toViemChain(chain: EvmDevnetChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.multicall3 } },
  })
}
