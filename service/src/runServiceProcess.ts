import { createServiceLogger } from './createServiceLogger.js'
import type { ServiceConfig } from './readServiceConfig.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

/**
 * Runs the service as this process's one job: starts it from `config`, logs where it listens, and stops it (letting
 * requests in flight finish) on SIGINT or SIGTERM, then exits. A second signal exits at once.
 */
export async function runServiceProcess(config: ServiceConfig): Promise<void> {
  const logger = createServiceLogger({ level: config.logLevel })
  let service: ReferenceService | undefined
  let stopping = false
  // Listen before starting: a signal during the start still stops cleanly.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    logger.info('stopping', { signal })
    ;(service ? service.stop() : Promise.resolve()).then(
      () => {
        logger.info('stopped', { signal })
        process.exit(0)
      },
      (error: unknown) => {
        logger.error('stop failed', { error: error instanceof Error ? error.message : String(error) })
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  service = await startReferenceService({
    port: config.port,
    host: config.host,
    storage: config.storage,
    ...(config.evm ? { evm: config.evm } : {}),
    ...(config.solana ? { solana: config.solana } : {}),
    ...(config.bitcoin ? { bitcoin: config.bitcoin } : {}),
    ...(config.priceSource ? { priceSource: config.priceSource } : {}),
    ...(config.projects ? { projects: config.projects } : {}),
    ...(config.limits ? { limits: config.limits } : {}),
    logger,
    shutdownGraceMs: config.shutdownGraceMs,
    chainIndexing: config.chainIndexing,
    oauthProviders: config.oauthProviders,
    ...(config.smtp ? { smtp: config.smtp } : {}),
  })
  if (stopping) {
    await service.stop()
    return
  }
  const storage =
    'databaseUrl' in config.storage
      ? 'Postgres'
      : 'dataDir' in config.storage
        ? `PGlite in ${config.storage.dataDir}`
        : 'memory'
  logger.info(`foyer-service listening on ${service.url}`, {
    url: service.url,
    storage,
    evmChains: config.evm?.chains.map((chain) => chain.chainId).join(', ') || 'none',
    solanaClusters: config.solana ? Object.keys(config.solana.clusters ?? { mainnet: 1 }).join(', ') : 'none',
    bitcoinNetworks: config.bitcoin?.map((network) => network.caipNetworkId).join(', ') || 'none',
    chainsFrom: config.chainsFrom,
    socialLogins: Object.keys(config.oauthProviders).join(', ') || 'none',
  })
}
