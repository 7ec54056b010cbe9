import { readServiceConfig } from './readServiceConfig.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const usage = `Usage: foyer-service

Starts Foyer's reference cloud service. Configured by environment variables:
  PORT, HOST               where to listen (default 8787 on 127.0.0.1; put TLS in a reverse proxy in front)
  DATABASE_URL             postgres://… for Postgres (several processes may share it)
  DATA_DIR                 or a PGlite data directory for one process (default ./foyer-service-data)
  FOYER_EVM_CHAINS         JSON [{ "chainId": 1, "rpcUrl": "https://…", "name"?, "nativeSymbol"? }]
  FOYER_RPC_URL_<chainId>  one chain's RPC URL (adds to or overrides FOYER_EVM_CHAINS)
  FOYER_SOLANA_RPC_URL     a Solana mainnet RPC URL
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
  FOYER_OAUTH_REDIRECT_URIS  where the dev OAuth provider may send users back (comma-separated)
  FOYER_DEV_CONVENIENCES   1 turns on the dev OAuth and /dev/analytics (loopback HOST only);
                           off by default`

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(usage)
    return
  }
  const config = await readServiceConfig()
  let service: ReferenceService | undefined
  let stopping = false
  // Listen before starting: a signal during the start still stops cleanly.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    console.log(`${signal}: stopping the service…`)
    ;(service ? service.stop() : Promise.resolve()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
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
  console.log(
    `foyer-service listening on ${service.url} (storage: ${storage}; EVM chains: ${chains} from ${config.chainsFrom})`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
