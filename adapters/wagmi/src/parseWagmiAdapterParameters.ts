import {
  type AppKitNetwork,
  type CaipNetwork,
  configureZod,
  parseWithSchema,
  toCaipNetwork,
} from '@foyer/core/eager'
import type { CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import * as z from 'zod/mini'

configureZod()

export type WagmiAdapterParameters = {
  /** The app's networks; the eip155 ones become the config's chains, read over their own RPC URLs. */
  networks: readonly AppKitNetwork[]
  /** Accepted for AppKit compatibility; Foyer's WagmiAdapter needs no cloud project. */
  projectId?: string | undefined
  /** More wagmi connectors (WalletConnect, Coinbase, ...), next to injected and EIP-6963 wallets. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** Transports by chain id, replacing `http(network rpc URL)` for those chains. */
  transports?: Record<number, Transport> | undefined
  /** AppKit's option: RPC URLs by CAIP-2 network id, read instead of the network's own (the first one). */
  customRpcUrls?: Record<string, readonly { url: string; config?: Record<string, unknown> }[]> | undefined
  /** wagmi's storage; default wagmi's (localStorage in a browser). */
  storage?: Storage | undefined
  ssr?: boolean | undefined
  /** Discover EIP-6963 wallets (wagmi's mipd). Default true. */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** How long a connect waits for a wallet that has not announced itself yet, in ms. Default 1000. */
  discoveryTimeout?: number | undefined
}

const networkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  chainNamespace: z.string(),
  name: z.string(),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
})

const parametersSchema = z.object({
  networks: z.array(networkSchema).check(
    z.refine((networks) => networks.some((network) => network.chainNamespace === 'eip155'), {
      message: 'give at least one eip155 network',
    }),
  ),
  projectId: z.optional(z.string()),
  connectors: z.optional(z.array(z.custom<CreateConnectorFn>((value) => typeof value === 'function'))),
  transports: z.optional(
    z.record(
      z.string(),
      z.custom<Transport>((value) => typeof value === 'function'),
    ),
  ),
  customRpcUrls: z.optional(
    z.record(
      z.string(),
      z.array(
        z.object({
          url: z.url({ protocol: /^https?$/, error: 'Expected an http(s) RPC URL' }),
          config: z.optional(z.record(z.string(), z.unknown())),
        }),
      ),
    ),
  ),
  storage: z.optional(
    z.custom<Storage>((value) => typeof value === 'object' && value !== null && 'getItem' in value),
  ),
  ssr: z._default(z.boolean(), false),
  multiInjectedProviderDiscovery: z._default(z.boolean(), true),
  discoveryTimeout: z._default(z.int().check(z.nonnegative(), z.lte(60_000)), 1000),
})

export type ParsedWagmiAdapterParameters = Omit<
  WagmiAdapterParameters,
  'networks' | 'ssr' | 'multiInjectedProviderDiscovery' | 'discoveryTimeout'
> & {
  networks: CaipNetwork<'eip155'>[]
  ssr: boolean
  multiInjectedProviderDiscovery: boolean
  discoveryTimeout: number
}

export function parseWagmiAdapterParameters(
  parameters: WagmiAdapterParameters,
): ParsedWagmiAdapterParameters {
  const networks = Array.isArray(parameters?.networks)
    ? parameters.networks.map(toCaipNetwork)
    : parameters?.networks
  const parsed = parseWithSchema(parametersSchema, { ...parameters, networks }, 'options for WagmiAdapter')
  return {
    ...parameters,
    networks: (networks as CaipNetwork[]).filter(
      (network): network is CaipNetwork<'eip155'> => network.chainNamespace === 'eip155',
    ),
    ssr: parsed.ssr,
    multiInjectedProviderDiscovery: parsed.multiInjectedProviderDiscovery,
    discoveryTimeout: parsed.discoveryTimeout,
  }
}
