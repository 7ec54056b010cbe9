import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetworkId } from '../caip/types.js'

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

export type BlockExplorer = { name: string; url: string; apiUrl?: string | undefined }

export type ChainContract = { address: `0x${string}`; blockCreated?: number | undefined }

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * A network in AppKit's shape. Distributes over the namespace, so checking `chainNamespace === 'eip155'`
 * narrows `id` to a number (non-EVM ids are the CAIP-2 reference string).
 */
export type CaipNetwork<namespace extends ChainNamespace = ChainNamespace> = namespace extends ChainNamespace
  ? {
      id: namespace extends 'eip155' ? number : string
      caipNetworkId: CaipNetworkId<namespace>
      chainNamespace: namespace
      name: string
      network?: string | undefined
      nativeCurrency: NativeCurrency
      rpcUrls: { default: RpcUrls; [key: string]: RpcUrls }
      blockExplorers?: { default: BlockExplorer; [key: string]: BlockExplorer } | undefined
      contracts?:
        | {
            multicall3?: ChainContract | undefined
            [key: string]: ChainContract | { [sourceId: number]: ChainContract | undefined } | undefined
          }
        | undefined
      testnet?: boolean | undefined
      sourceId?: number | undefined
      deprecatedCaipNetworkId?: CaipNetworkId<namespace> | undefined
      assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
    }
  : never

/**
 * What a host may pass where a network is expected (AppKit's `AppKitNetwork`): a `CaipNetwork`, or a plain viem
 * chain, taken as an EVM network with `caipNetworkId` `eip155:<id>`.
 */
export type AppKitNetwork =
  | CaipNetwork
  | (Omit<CaipNetwork<'eip155'>, 'caipNetworkId' | 'chainNamespace' | 'contracts'> & {
      caipNetworkId?: undefined
      chainNamespace?: undefined
      contracts?: Record<string, unknown> | undefined
    })
