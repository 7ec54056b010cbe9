import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BitcoinServiceNetwork } from '../bitcoin/readBitcoinBalances.js'
import type { EvmDevnet } from '../evm/types.js'
import { addAuthRoutes, type Mailbox } from './addAuthRoutes.js'
import { addBlockchainApiRoutes, type ServiceSolana } from './addBlockchainApiRoutes.js'
import { addWalletApiRoutes } from './addWalletApiRoutes.js'
import { type AnalyticsSink, createAnalyticsSink } from './createAnalyticsSink.js'
import { createRouter } from './createRouter.js'
import { createWalletRegistry } from './createWalletRegistry.js'
import { createServiceProjects, type ServiceProject } from './serviceProjects.js'

export type StartReferenceServiceParameters = {
  port?: number
  /** Loopback only: the service is for local development and tests. */
  host?: string
  /** The local EVM chains the Blockchain API reads; without them only the Wallet API, analytics and auth work. */
  evm?: Pick<EvmDevnet, 'chains' | 'accounts'>
  solana?: ServiceSolana
  /** The devnet Bitcoin ledger's networks (Esplora APIs) whose BTC balances the balance route reads. */
  bitcoin?: BitcoinServiceNetwork[]
  /** Known projects; `[{ projectId: 'foyer-dev' }]` when absent. */
  projects?: ServiceProject[]
  /** The clock of time-based rules such as the email resend cooldown; `Date.now` when absent. */
  now?: () => number
}

export type ReferenceService = {
  url: string
  mailbox: Mailbox
  analytics: AnalyticsSink
  stop: () => Promise<void>
}

/** The self-hostable reference cloud: SPEC.md §7's Wallet API, Blockchain API and analytics, plus dev auth. */
export async function startReferenceService(
  parameters: StartReferenceServiceParameters = {},
): Promise<ReferenceService> {
  const { port = 0, host = '127.0.0.1' } = parameters
  const router = createRouter()
  const projects = createServiceProjects(parameters.projects)
  addWalletApiRoutes(router, createWalletRegistry(), projects)
  const analytics = createAnalyticsSink(router, projects)
  const mailbox = addAuthRoutes(router, parameters.now)
  addBlockchainApiRoutes(router, projects, {
    evm: parameters.evm,
    solana: parameters.solana,
    bitcoin: parameters.bitcoin,
  })

  const server = createServer((request, response) => {
    router.handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    mailbox,
    analytics,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
