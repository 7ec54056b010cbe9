import * as z from 'zod'
import { addBalanceRoutes } from './addBalanceRoutes.js'
import { addConvertRoutes } from './addConvertRoutes.js'
import { addHistoryRoutes } from './addHistoryRoutes.js'
import { addNftRoutes } from './addNftRoutes.js'
import { addOnrampRoutes } from './addOnrampRoutes.js'
import { addProfileRoutes } from './addProfileRoutes.js'
import { addSessionRoutes } from './addSessionRoutes.js'
import { createEvmChainReaders, type EvmChainReaders } from './createEvmChainReaders.js'
import { createNameRegistry, type NameRegistry } from './createNameRegistry.js'
import { createOnrampOrders, type OnrampOrders } from './createOnrampOrders.js'
import type { RequestContext, RouteHandler, Router } from './createRouter.js'
import {
  createSolanaClusterReaders,
  type ServiceSolana,
  type SolanaClusterReaders,
} from './createSolanaClusterReaders.js'
import { createUniswapPriceSource } from './createUniswapPriceSource.js'
import type { ServiceEvm } from './evmChainConfig.js'
import { type ChainIndexing, devChainIndexing } from './indexers/chainIndexing.js'
import type { PriceSource } from './PriceSource.js'
import { parseInput } from './parseInput.js'
import type { BitcoinServiceNetwork } from './readBitcoinBalances.js'
import type { ServiceLimits } from './serviceLimits.js'
import type { ServiceProjects } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

export type { ServiceSolana }

export type BlockchainApiContext = {
  /** Adds a route that requires a known `projectId` (and a well-formed optional `clientId`). */
  add: (method: string, pattern: string, handler: RouteHandler) => void
  /** For routes whose project id may come in the body. */
  requireProject: (request: RequestContext, fallbackId: unknown) => void
  /** Adds a route with no project check (pages a browser opens directly). */
  addPublic: (method: string, pattern: string, handler: RouteHandler) => void
  readers: EvmChainReaders
  /** USD prices (the chains' Uniswap pools unless the service was given another source). */
  prices: PriceSource
  /** The local Solana endpoint's clusters (none without one). */
  solanaClusters: SolanaClusterReaders
  /** The devnet Bitcoin ledger's networks (none without one). */
  bitcoinNetworks: BitcoinServiceNetwork[]
  names: NameRegistry
  devAccounts: ServiceEvm['accounts']
  /** On-ramp orders; history lists the paid ones when asked with `onramp`. */
  onrampOrders: OnrampOrders
  /** Where every piece of state lives. */
  store: ServiceStore
  limits: ServiceLimits
  /** Where EVM history and NFTs come from, and how the built-in index walks each chain. */
  indexing: ChainIndexing
}

/**
 * A client id is an opaque token of 1 to 256 URL-safe characters: letters, digits and `. _ : -` (a WalletConnect
 * `did:key:z6Mk…`, a UUID or a hex digest all fit).
 */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,256}$/, 'Expected 1 to 256 letters, digits or . _ : -')

const clientIdQuery = z.object({ clientId: clientIdSchema.optional() })

/** The Blockchain API of SPEC.md §7 (`/v1/...`), computed from the local chains. */
export function addBlockchainApiRoutes(
  router: Router,
  projects: ServiceProjects,
  parts: {
    evm: ServiceEvm | undefined
    solana: ServiceSolana | undefined
    limits: ServiceLimits
    store: ServiceStore
    bitcoin?: BitcoinServiceNetwork[] | undefined
    indexing?: ChainIndexing | undefined
    priceSource?: PriceSource | undefined
  },
): void {
  const { store } = parts
  const readers = createEvmChainReaders(parts.evm?.chains ?? [])
  const context: BlockchainApiContext = {
    add: (method, pattern, handler) =>
      router.add(method, pattern, (request) => {
        projects.require(request)
        parseInput(clientIdQuery, { clientId: request.query.get('clientId') ?? undefined }, 'query parameter')
        return handler(request)
      }),
    addPublic: (method, pattern, handler) => router.add(method, pattern, handler),
    requireProject: (request, fallbackId) => {
      projects.require(request, fallbackId)
    },
    readers,
    prices: parts.priceSource ?? createUniswapPriceSource({ readers }),
    solanaClusters: createSolanaClusterReaders(parts.solana),
    bitcoinNetworks: parts.bitcoin ?? [],
    names: createNameRegistry(store),
    devAccounts: parts.evm?.accounts ?? [],
    onrampOrders: createOnrampOrders(store),
    store,
    limits: parts.limits,
    indexing: parts.indexing ?? devChainIndexing,
  }

  context.add('GET', '/v1/supported-chains', () => ({
    json: {
      http: [
        ...context.readers.all.map((reader) => reader.caip2),
        ...context.solanaClusters.all.flatMap((cluster) => cluster.ids),
        ...context.bitcoinNetworks.map((network) => network.caipNetworkId),
      ],
      ws: [],
    },
  }))
  addBalanceRoutes(context)
  addHistoryRoutes(context)
  addNftRoutes(context)
  addProfileRoutes(context)
  addConvertRoutes(context)
  addOnrampRoutes(context)
  addSessionRoutes(context)
}
