import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EvmDevnet } from '../evm/types.js'
import { addAuthRoutes, type Mailbox } from './addAuthRoutes.js'
import { addBlockchainApiRoutes, type ServiceSolana } from './addBlockchainApiRoutes.js'
import { addSiwxRoutes } from './addSiwxRoutes.js'
import { addWalletApiRoutes } from './addWalletApiRoutes.js'
import { type AnalyticsSink, createAnalyticsSink } from './createAnalyticsSink.js'
import { createRouter } from './createRouter.js'
import { createWalletRegistry } from './createWalletRegistry.js'
import { createServiceProjects, type ServiceProject } from './serviceProjects.js'
import { openServiceStore, type ServiceStorageOptions } from './storage/openServiceStore.js'
import type { ServiceStore } from './storage/serviceStore.js'

export type StartReferenceServiceParameters = {
  port?: number
  /** Loopback only: the service is for local development and tests. */
  host?: string
  /** The local EVM chains the Blockchain API reads; without them only the Wallet API, analytics and auth work. */
  evm?: Pick<EvmDevnet, 'chains' | 'accounts'>
  solana?: ServiceSolana
  /** Known projects; `[{ projectId: 'foyer-dev' }]` when absent. */
  projects?: ServiceProject[]
  /** The clock of time-based rules such as the email resend cooldown; `Date.now` when absent. */
  now?: () => number
  /**
   * Where state is kept: a Postgres `databaseUrl`, a PGlite `dataDir`, or `{ memory: true }` (the default:
   * in-memory PGlite, gone at stop). The service opens it, applies the migrations and closes it at stop.
   */
  storage?: ServiceStorageOptions
  /** An open store to use instead of `storage`; the caller closes it. */
  store?: ServiceStore
}

export type ReferenceService = {
  url: string
  mailbox: Mailbox
  analytics: AnalyticsSink
  store: ServiceStore
  stop: () => Promise<void>
}

/** The self-hostable reference cloud: SPEC.md §7's Wallet API, Blockchain API and analytics, plus dev auth. */
export async function startReferenceService(
  parameters: StartReferenceServiceParameters = {},
): Promise<ReferenceService> {
  const { port = 0, host = '127.0.0.1' } = parameters
  const ownsStore = parameters.store === undefined
  const store = parameters.store ?? (await openServiceStore(parameters.storage ?? { memory: true }))
  const router = createRouter()
  const projects = createServiceProjects(parameters.projects)
  addWalletApiRoutes(router, createWalletRegistry(), projects)
  const analytics = createAnalyticsSink(router, projects, store)
  const mailbox = addAuthRoutes(router, store, parameters.now)
  addSiwxRoutes(router, store, parameters.now)
  addBlockchainApiRoutes(router, projects, { evm: parameters.evm, solana: parameters.solana }, store)

  const server = createServer((request, response) => {
    router.handle(request, response).catch(() => response.destroy())
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    if (ownsStore) await store.close().catch(() => {})
    throw error
  }
  const address = server.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    url: `http://${host}:${address.port}`,
    mailbox,
    analytics,
    store,
    stop: () => {
      stopping ??= (async () => {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          server.closeAllConnections()
        })
        if (ownsStore) await store.close()
      })()
      return stopping
    },
  }
}
