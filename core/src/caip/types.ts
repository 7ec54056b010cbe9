import type { ChainNamespace } from './chainNamespaces.js'

/** A CAIP-2 chain id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId<namespace extends ChainNamespace = ChainNamespace> = `${namespace}:${string}`

/** A CAIP-10 account id such as `eip155:1:0xabc…`. */
export type CaipAddress<namespace extends ChainNamespace = ChainNamespace> =
  `${namespace}:${string}:${string}`
