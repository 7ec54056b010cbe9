#!/usr/bin/env node
import { projectsUsage, runProjectsCommand } from './cliProjects.js'
import { readConfigFile } from './readConfigFile.js'
import { readServiceConfig } from './readServiceConfig.js'
import { runServiceProcess } from './runServiceProcess.js'

const usage = `Usage: foyer-service [--config <file.json>]
       foyer-service projects add|list …   (see foyer-service projects --help)

Starts Foyer's reference cloud service. Configured by environment variables, or by a JSON config file of the same
variables (--config or FOYER_CONFIG; values may be JSON instead of strings; the environment wins):
  PORT, HOST               where to listen (default 8787 on 127.0.0.1; put TLS in a reverse proxy in front)
  DATABASE_URL             postgres://… for Postgres (several processes may share it)
  DATA_DIR                 or a PGlite data directory for one process (default ./foyer-service-data)
  FOYER_EVM_CHAINS         JSON [{ "chainId": 1, "rpcUrl": "https://…", "name"?, "nativeSymbol"?, "startBlock"?,
                           "blockWindow"?, "confirmations"?, "walkBlocks"?, "requestWaitMs"? }] (history index settings: see the README)
  FOYER_RPC_URL_<chainId>  one chain's RPC URL (adds to or overrides FOYER_EVM_CHAINS)
  FOYER_SOLANA_RPC_URL     a Solana mainnet RPC URL
  FOYER_BITCOIN_NETWORKS   JSON [{ "caipNetworkId": "bip122:000000000019d6689c085ae165831e93", "url": "https://…" }]:
                           Esplora APIs (Blockstream's or your own) for Bitcoin balances
  FOYER_PRICE_API          JSON { "url": "https://api.coingecko.com/api/v3", "networks": { "1": { "platform":
                           "ethereum", "nativeCoinId": "ethereum" } }, "headers"? }: USD prices from a CoinGecko-
                           style API (default: the chains' Uniswap v3 pools)
  FOYER_SOLANA_HISTORY     JSON { "startSlot"?, "pageSize"?, "maxPages"? }: how far back Solana history reads
  FOYER_INDEXER_URL, FOYER_INDEXER_API_KEY, FOYER_INDEXER_PAGE_SIZE
                           an Etherscan-compatible account API for EVM history and NFTs instead of the built-in index
  FOYER_PROJECTS           JSON [{ "projectId", "allowedOrigins"?, "signInDomains"?, "maxSessionMs"?, "features"?, "analyticsEnabled"? }] (default foyer-dev; see the README)
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

/**
 * `foyer-service [--config <file>]` and `foyer-service projects …`. A config file holds the same variables as JSON;
 * the environment wins over it.
 */
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
  const configAt = args.indexOf('--config')
  const configPath = configAt >= 0 ? args[configAt + 1] : process.env.FOYER_CONFIG || undefined
  const rest = configAt >= 0 ? args.filter((_, index) => index !== configAt && index !== configAt + 1) : args
  if (rest.length > 0) throw new Error(`Unknown arguments: ${rest.join(' ')} (see foyer-service --help)`)
  if (configAt >= 0 && !configPath) throw new Error('--config needs a file (see foyer-service --help)')
  if (configPath) {
    // Every part of the service reads the environment, so the file's variables go there, under the real ones.
    for (const [name, value] of Object.entries(await readConfigFile(configPath)))
      if (!process.env[name]) process.env[name] = value
  }
  await runServiceProcess(await readServiceConfig())
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
