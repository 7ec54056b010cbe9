import { projectsUsage, runProjectsCommand } from './cliProjects.js'
import { createServiceLogger } from './createServiceLogger.js'
import { readServiceConfig } from './readServiceConfig.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const usage = `Usage: foyer-service
       foyer-service projects add|list …   (see foyer-service projects --help)

Starts Foyer's reference cloud service. Configured by environment variables:
  PORT, HOST               where to listen (default 8787 on 127.0.0.1; put TLS in a reverse proxy in front)
  DATABASE_URL             postgres://… for Postgres (several processes may share it)
  DATA_DIR                 or a PGlite data directory for one process (default ./foyer-service-data)
  FOYER_EVM_CHAINS         JSON [{ "chainId": 1, "rpcUrl": "https://…", "name"?, "nativeSymbol"?, "startBlock"?,
                           "blockWindow"?, "confirmations"?, "walkBlocks"?, "requestWaitMs"? }] (history index settings: see the README)
  FOYER_RPC_URL_<chainId>  one chain's RPC URL (adds to or overrides FOYER_EVM_CHAINS)
  FOYER_SOLANA_RPC_URL     a Solana mainnet RPC URL
  FOYER_SOLANA_HISTORY     JSON { "startSlot"?, "pageSize"?, "maxPages"? }: how far back Solana history reads
  FOYER_INDEXER_URL, FOYER_INDEXER_API_KEY, FOYER_INDEXER_PAGE_SIZE
                           an Etherscan-compatible account API for EVM history and NFTs instead of the built-in index
  FOYER_PROJECTS           JSON [{ "projectId", "allowedOrigins"?, "signInDomains"?, "maxSessionMs"?, "features"?, "analyticsEnabled"? }] (default foyer-dev; see the README)
  FOYER_DEVNET_INFO        a devnet.json to take chains from when none is configured (default: the
                           running devnet's, if any)
  FOYER_LIMITS             JSON of caps to change, e.g. {"emailCodesPerIp":50} (see the service README)
  FOYER_SMTP_URL           smtp://user:pass@host:587 (STARTTLS) or smtps://…:465: where email codes and
                           device approval links are sent; without it the email routes answer 503
  FOYER_MAIL_FROM          the sender, e.g. "Foyer <login@example.com>" (needed with FOYER_SMTP_URL)
  FOYER_SMTP_TIMEOUT_MS    how long one send may take before it answers 503 (default 10000)
  FOYER_TRUST_PROXY        1 behind a reverse proxy: per-IP counters read X-Forwarded-For, image URLs
                           follow X-Forwarded-Proto, -Host and -Prefix
  FOYER_PUBLIC_URL         the service's address as users reach it (base of the image URLs it hands out)
  FOYER_OAUTH_REDIRECT_URIS  where social logins may send users back: the frame's callback page (comma-separated)
  FOYER_OAUTH_<NAME>_CLIENT_ID, FOYER_OAUTH_<NAME>_CLIENT_SECRET
                           a social login (NAME: GOOGLE, GITHUB, DISCORD, X, FACEBOOK); register
                           <public URL>/auth/oauth/callback/<name> as its redirect URI (see the README)
  FOYER_OAUTH_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID, _PRIVATE_KEY
                           Sign in with Apple (Services ID, team id, key id, the .p8 key's PEM)
  FOYER_OAUTH_<NAME>_ISSUER  with _CLIENT_ID and _CLIENT_SECRET: any OpenID provider under that name
  FOYER_DEV_CONVENIENCES   1 turns on /dev/analytics (loopback HOST only);
                           off by default
  FOYER_LOG_LEVEL          debug, info (default), warn, error or silent: JSON lines on standard output
  FOYER_METRICS_TOKEN      when set, GET /metrics needs Authorization: Bearer <token>
  FOYER_RPC_TIMEOUT_MS     the time limit of one chain RPC call (default 5000)
  FOYER_SHUTDOWN_GRACE_MS  how long SIGTERM lets requests in flight finish (default 10000)`

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args[0] === 'projects') {
    if (args.includes('--help') || args.includes('-h')) console.log(projectsUsage)
    else await runProjectsCommand(args.slice(1), (line) => console.log(line))
    return
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return
  }
  if (args.length > 0) throw new Error(`Unknown arguments: ${args.join(' ')} (see foyer-service --help)`)
  const config = await readServiceConfig()
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
  const chains = config.evm?.chains.map((chain) => chain.chainId).join(', ') || 'none'
  const socials = Object.keys(config.oauthProviders).join(', ') || 'none'
  logger.info(`foyer-service listening on ${service.url}`, {
    url: service.url,
    storage,
    evmChains: chains,
    chainsFrom: config.chainsFrom,
    socialLogins: socials,
  })
}

main().then(
  () => {
    if (process.argv[2] === 'projects') process.exit(0)
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
