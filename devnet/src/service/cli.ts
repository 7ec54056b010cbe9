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
  FOYER_DEV_CONVENIENCES   1 turns on the dev mailbox and /dev/analytics (loopback HOST only);
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
    oauthProviders: config.oauthProviders,
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
  console.log(
    `foyer-service listening on ${service.url} (storage: ${storage}; EVM chains: ${chains} from ${config.chainsFrom}; social logins: ${socials})`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
