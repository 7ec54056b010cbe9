import * as z from 'zod'
import type { EvmDevnet } from '../evm/types.js'
import { addBalanceRoutes } from './addBalanceRoutes.js'
import { addConvertRoutes } from './addConvertRoutes.js'
import { addHistoryRoutes } from './addHistoryRoutes.js'
import { addOnrampRoutes } from './addOnrampRoutes.js'
import { addProfileRoutes } from './addProfileRoutes.js'
import { addSessionRoutes } from './addSessionRoutes.js'
import { createEvmChainReaders, type EvmChainReader, type EvmChainReaders } from './createEvmChainReaders.js'
import { createNameRegistry, type NameRegistry } from './createNameRegistry.js'
import type { RequestContext, RouteHandler, Router } from './createRouter.js'
import { parseInput } from './parseInput.js'
import { type ServiceSolana, solanaMainnetCaip2 } from './readSolanaBalances.js'
import type { ServiceProjects } from './serviceProjects.js'

export type { ServiceSolana }

export type BlockchainApiContext = {
  /** Adds a route that requires a known `projectId` (and a well-formed optional `clientId`). */
  add: (method: string, pattern: string, handler: RouteHandler) => void
  /** For routes whose project id may come in the body. */
  requireProject: (request: RequestContext, fallbackId: unknown) => void
  /** Adds a route with no project check (pages a browser opens directly). */
  addPublic: (method: string, pattern: string, handler: RouteHandler) => void
  readers: EvmChainReaders
  solana: ServiceSolana | undefined
  names: NameRegistry
  devAccounts: EvmDevnet['accounts']
  /** Paid on-ramp orders, which history lists when asked with `onramp`. */
  onrampPurchases: OnrampPurchase[]
}

export type OnrampPurchase = {
  reader: EvmChainReader
  from: string
  to: string
  symbol: string
  name: string
  numeric: string
  priceUsd: number
  transactionHash: string
  paidAt: number
}

const clientIdQuery = z.object({ clientId: z.string().max(300).optional() })

/** The Blockchain API of SPEC.md §7 (`/v1/...`), computed from the local chains. */
export function addBlockchainApiRoutes(
  router: Router,
  projects: ServiceProjects,
  parts: { evm: Pick<EvmDevnet, 'chains' | 'accounts'> | undefined; solana: ServiceSolana | undefined },
): void {
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
    readers: createEvmChainReaders(parts.evm?.chains ?? []),
    solana: parts.solana,
    names: createNameRegistry(),
    devAccounts: parts.evm?.accounts ?? [],
    onrampPurchases: [],
  }

  context.add('GET', '/v1/supported-chains', () => ({
    json: {
      http: [
        ...context.readers.all.map((reader) => reader.caip2),
        ...(context.solana ? [context.solana.caipNetworkId ?? solanaMainnetCaip2] : []),
      ],
      ws: [],
    },
  }))
  addBalanceRoutes(context)
  addHistoryRoutes(context)
  addProfileRoutes(context)
  addConvertRoutes(context)
  addOnrampRoutes(context)
  addSessionRoutes(context)
}
