import { BaseError } from '@foyer/core'
import { type Address, zeroAddress } from 'viem'
import * as z from 'zod'
import type { AddAuthRoutesOptions } from './addAuthRoutes.js'
import { createHttpPriceSource, httpPriceSourceOptionsSchema } from './createHttpPriceSource.js'
import { type LogLevel, logLevelSchema } from './createServiceLogger.js'
import { type SmtpMailerOptions, smtpMailerOptionsSchema } from './createSmtpMailer.js'
import type { ServiceSolana } from './createSolanaClusterReaders.js'
import type { EvmChainConfig, ServiceEvm } from './evmChainConfig.js'
import { evmChainNames } from './evmChainNames.js'
import {
  type ChainIndexing,
  devChainIndexing,
  devSolanaIndexSettings,
  type EvmIndexSettings,
  evmIndexSettingsSchema,
  externalIndexerSchema,
  networkIndexSettings,
  networkSolanaIndexSettings,
  type SolanaIndexSettings,
  solanaIndexSettingsSchema,
} from './indexers/chainIndexing.js'
import { multicall3Address } from './multicall3Address.js'
import { oauthProvidersFromEnv } from './oauth/oauthProvidersFromEnv.js'
import type { PriceSource } from './PriceSource.js'
import type { BitcoinServiceNetwork } from './readBitcoinBalances.js'
import { rpcTimeoutSchema } from './rpcTimeout.js'
import { type ServiceLimits, serviceLimitsSchema } from './serviceLimits.js'
import { type ServiceProjectParameters, serviceProjectsSchema } from './serviceProjects.js'
import type { ServiceStorageOptions } from './storage/openServiceStore.js'

export type ServiceConfig = {
  port: number
  host: string
  storage: ServiceStorageOptions
  evm: ServiceEvm | undefined
  solana: ServiceSolana | undefined
  /** An HTTP price API (FOYER_PRICE_API); the chains' Uniswap pools when unset. */
  priceSource: PriceSource | undefined
  /** Bitcoin networks read through Esplora APIs (FOYER_BITCOIN_NETWORKS); none when unset. */
  bitcoin: BitcoinServiceNetwork[] | undefined
  projects: ServiceProjectParameters[] | undefined
  limits: ServiceLimits | undefined
  logLevel: LogLevel
  /** How long a stop lets requests in flight finish (ms). */
  shutdownGraceMs: number
  /** Where history and NFTs come from and how each chain is walked. */
  chainIndexing: ChainIndexing
  /** The social logins configured by `FOYER_OAUTH_*` (none when unset). */
  oauthProviders: NonNullable<AddAuthRoutesOptions['oauthProviders']>
  /** The SMTP server mail goes through (FOYER_SMTP_URL, FOYER_MAIL_FROM, FOYER_SMTP_TIMEOUT_MS); none when unset. */
  smtp: SmtpMailerOptions | undefined
  /** Where the chains came from, for the start message. */
  chainsFrom: string
}

/** An environment variable of `foyer-service` is missing or malformed. */
export class ServiceConfigError extends BaseError {
  override name = 'ServiceConfigError'
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')
  .transform((address) => address as Address)
const chainEntry = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: httpUrl,
  name: z.string().min(1).optional(),
  nativeSymbol: z.string().min(1).max(20).optional(),
  ...evmIndexSettingsSchema.partial().shape,
  /** The chain's Uniswap v3 deployment (factory, QuoterV2, SwapRouter02) and wrapped native token, for swaps. */
  uniswap: z
    .object({ factory: evmAddress, quoter: evmAddress, router: evmAddress, weth: evmAddress })
    .optional(),
})
const bitcoinNetwork = z.object({
  caipNetworkId: z
    .string()
    .regex(/^bip122:[0-9a-f]{32}$/, 'expected bip122:<first 32 hex digits of the genesis hash>'),
  url: httpUrl,
})
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).optional(),
  FOYER_EVM_CHAINS: z.string().optional(),
  FOYER_SOLANA_RPC_URL: httpUrl.optional(),
  FOYER_BITCOIN_NETWORKS: z.string().optional(),
  FOYER_PRICE_API: z.string().optional(),
  FOYER_PROJECTS: z.string().optional(),
  FOYER_LIMITS: z.string().optional(),
  FOYER_LOG_LEVEL: logLevelSchema.default('info'),
  FOYER_RPC_TIMEOUT_MS: rpcTimeoutSchema.optional(),
  FOYER_SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int({ error: 'expected a whole number of milliseconds' })
    .min(0)
    .max(600_000)
    .default(10_000),
  FOYER_SOLANA_HISTORY: z.string().optional(),
  FOYER_INDEXER_URL: httpUrl.optional(),
  FOYER_INDEXER_API_KEY: z.string().min(1).optional(),
  FOYER_INDEXER_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).optional(),
  FOYER_SMTP_URL: smtpMailerOptionsSchema.shape.url.optional(),
  FOYER_MAIL_FROM: smtpMailerOptionsSchema.shape.from.optional(),
  FOYER_SMTP_TIMEOUT_MS: z.coerce.number().pipe(smtpMailerOptionsSchema.shape.timeoutMs.unwrap()).optional(),
})

/**
 * `foyer-service`'s configuration from environment variables (see the service README):
 * PORT, HOST, DATABASE_URL or DATA_DIR, chains from FOYER_EVM_CHAINS (JSON) and FOYER_RPC_URL_<chainId>,
 * each chain's index settings in its FOYER_EVM_CHAINS entry (startBlock, blockWindow, confirmations, walkBlocks, requestWaitMs),
 * an external Etherscan-compatible indexer from FOYER_INDEXER_URL, FOYER_INDEXER_API_KEY and FOYER_INDEXER_PAGE_SIZE,
 * Solana from FOYER_SOLANA_RPC_URL and its history's bounds from FOYER_SOLANA_HISTORY, Bitcoin from FOYER_BITCOIN_NETWORKS,
 * USD prices from FOYER_PRICE_API,
 * projects from FOYER_PROJECTS and caps from FOYER_LIMITS (JSON), mail through FOYER_SMTP_URL from FOYER_MAIL_FROM.
 * With no chain configured the service serves no chain (the devnet's `pnpm service` fills in its own chains).
 *
 * Social logins (`oauth/oauthProvidersFromEnv.ts`; each redirect URI to register is
 * `<public URL>/auth/oauth/callback/<name>`):
 * - FOYER_OAUTH_GOOGLE_CLIENT_ID, FOYER_OAUTH_GOOGLE_CLIENT_SECRET: a Google OAuth client (web application)
 * - FOYER_OAUTH_GITHUB_CLIENT_ID, FOYER_OAUTH_GITHUB_CLIENT_SECRET: a GitHub OAuth app
 * - FOYER_OAUTH_DISCORD_CLIENT_ID, FOYER_OAUTH_DISCORD_CLIENT_SECRET: a Discord application's OAuth2 client
 * - FOYER_OAUTH_X_CLIENT_ID, FOYER_OAUTH_X_CLIENT_SECRET (optional: a public client sends none): an X app's OAuth 2.0
 * - FOYER_OAUTH_FACEBOOK_CLIENT_ID, FOYER_OAUTH_FACEBOOK_CLIENT_SECRET: a Meta app's id and secret
 * - FOYER_OAUTH_APPLE_CLIENT_ID (the Services ID), FOYER_OAUTH_APPLE_TEAM_ID, FOYER_OAUTH_APPLE_KEY_ID,
 *   FOYER_OAUTH_APPLE_PRIVATE_KEY (the .p8 key's PEM; `\n` for line breaks is accepted)
 * - FOYER_OAUTH_<NAME>_ISSUER with _CLIENT_ID and _CLIENT_SECRET: any OpenID provider (found by discovery) under
 *   that name instead (the only way for `farcaster`)
 */
export async function readServiceConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServiceConfig> {
  // An empty variable counts as unset, as in most deployment tools.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(set)
  if (!parsed.success) {
    throw new ServiceConfigError('Invalid service configuration.', {
      details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    })
  }
  const vars = parsed.data
  if (vars.DATABASE_URL && vars.DATA_DIR)
    throw new ServiceConfigError('Set DATABASE_URL or DATA_DIR, not both.')
  const storage: ServiceStorageOptions = vars.DATABASE_URL
    ? { databaseUrl: vars.DATABASE_URL }
    : { dataDir: vars.DATA_DIR ?? 'foyer-service-data' }

  const configured = new Map<number, z.output<typeof chainEntry>>()
  if (vars.FOYER_EVM_CHAINS) {
    for (const entry of parseJson('FOYER_EVM_CHAINS', vars.FOYER_EVM_CHAINS, z.array(chainEntry)))
      configured.set(entry.chainId, entry)
  }
  for (const [name, value] of Object.entries(set)) {
    const match = /^FOYER_RPC_URL_(\d+)$/.exec(name)
    if (!match || value === undefined) continue
    const chainId = Number(match[1])
    const rpcUrl = parseJson(name, JSON.stringify(value), httpUrl)
    configured.set(chainId, { ...configured.get(chainId), chainId, rpcUrl })
  }
  const projects = vars.FOYER_PROJECTS
    ? parseJson('FOYER_PROJECTS', vars.FOYER_PROJECTS, serviceProjectsSchema)
    : undefined
  const limits = vars.FOYER_LIMITS
    ? parseJson('FOYER_LIMITS', vars.FOYER_LIMITS, serviceLimitsSchema)
    : undefined
  if (vars.FOYER_SMTP_URL && !vars.FOYER_MAIL_FROM)
    throw new ServiceConfigError('FOYER_SMTP_URL is set without FOYER_MAIL_FROM: set the sender address too.')
  if (!vars.FOYER_SMTP_URL && (vars.FOYER_MAIL_FROM || vars.FOYER_SMTP_TIMEOUT_MS))
    throw new ServiceConfigError('FOYER_MAIL_FROM and FOYER_SMTP_TIMEOUT_MS need FOYER_SMTP_URL.')
  const smtp =
    vars.FOYER_SMTP_URL && vars.FOYER_MAIL_FROM
      ? {
          url: vars.FOYER_SMTP_URL,
          from: vars.FOYER_MAIL_FROM,
          ...(vars.FOYER_SMTP_TIMEOUT_MS ? { timeoutMs: vars.FOYER_SMTP_TIMEOUT_MS } : {}),
        }
      : undefined
  if ((vars.FOYER_INDEXER_API_KEY || vars.FOYER_INDEXER_PAGE_SIZE) && !vars.FOYER_INDEXER_URL)
    throw new ServiceConfigError('FOYER_INDEXER_API_KEY and FOYER_INDEXER_PAGE_SIZE need FOYER_INDEXER_URL.')
  const external = vars.FOYER_INDEXER_URL
    ? externalIndexerSchema.parse({
        kind: 'etherscan',
        url: vars.FOYER_INDEXER_URL,
        apiKey: vars.FOYER_INDEXER_API_KEY,
        pageSize: vars.FOYER_INDEXER_PAGE_SIZE,
      })
    : undefined
  const solanaHistory = vars.FOYER_SOLANA_HISTORY
    ? parseJson('FOYER_SOLANA_HISTORY', vars.FOYER_SOLANA_HISTORY, solanaIndexSettingsSchema.partial())
    : {}
  const bitcoin = vars.FOYER_BITCOIN_NETWORKS
    ? parseJson('FOYER_BITCOIN_NETWORKS', vars.FOYER_BITCOIN_NETWORKS, z.array(bitcoinNetwork))
    : undefined
  const priceSource = vars.FOYER_PRICE_API
    ? createHttpPriceSource(parseJson('FOYER_PRICE_API', vars.FOYER_PRICE_API, httpPriceSourceOptionsSchema))
    : undefined
  const oauth = oauthProvidersFromEnv(set)
  if (oauth.problems.length > 0)
    throw new ServiceConfigError('Invalid social login configuration.', {
      details: oauth.problems.join('; '),
    })
  const base = {
    port: vars.PORT,
    host: vars.HOST,
    storage,
    projects,
    limits,
    logLevel: vars.FOYER_LOG_LEVEL,
    shutdownGraceMs: vars.FOYER_SHUTDOWN_GRACE_MS,
    oauthProviders: oauth.providers,
    smtp,
    bitcoin,
    priceSource,
  }

  if (configured.size > 0 || vars.FOYER_SOLANA_RPC_URL) {
    return {
      ...base,
      evm:
        configured.size > 0
          ? { chains: [...configured.values()].map(networkChain), accounts: [] }
          : undefined,
      solana: vars.FOYER_SOLANA_RPC_URL ? { url: vars.FOYER_SOLANA_RPC_URL } : undefined,
      chainIndexing: {
        evm: Object.fromEntries(
          [...configured.values()].map((entry) => [entry.chainId, indexSettingsOf(entry)]),
        ),
        defaults: networkIndexSettings,
        external,
        solana: withDefined(networkSolanaIndexSettings, solanaHistory),
      },
      chainsFrom: 'environment',
    }
  }
  return {
    ...base,
    evm: undefined,
    solana: undefined,
    chainIndexing: {
      ...devChainIndexing,
      external,
      solana: withDefined(devSolanaIndexSettings, solanaHistory),
    },
    chainsFrom: 'none',
  }
}

/** A real network's index settings: the network defaults (from the head at first start), overridden per entry. */
function indexSettingsOf(entry: z.output<typeof chainEntry>): EvmIndexSettings {
  const settings: EvmIndexSettings = { ...networkIndexSettings }
  if (entry.startBlock !== undefined) settings.startBlock = entry.startBlock
  if (entry.blockWindow !== undefined) settings.blockWindow = entry.blockWindow
  if (entry.confirmations !== undefined) settings.confirmations = entry.confirmations
  if (entry.walkBlocks !== undefined) settings.walkBlocks = entry.walkBlocks
  if (entry.requestWaitMs !== undefined) settings.requestWaitMs = entry.requestWaitMs
  return settings
}

function withDefined(
  defaults: SolanaIndexSettings,
  overrides: Partial<Record<keyof SolanaIndexSettings, unknown>>,
): SolanaIndexSettings {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined))
  return { ...defaults, ...defined } as SolanaIndexSettings
}

/** A real network: no devnet contracts or test tokens, only its RPC endpoint. */
export function networkChain(entry: z.output<typeof chainEntry>): EvmChainConfig {
  return {
    chainId: entry.chainId,
    name: entry.name ?? evmChainNames[entry.chainId] ?? `Chain ${entry.chainId}`,
    rpcUrl: entry.rpcUrl,
    nativeSymbol: entry.nativeSymbol ?? 'ETH',
    tokens: [],
    weth: entry.uniswap?.weth ?? zeroAddress,
    router: entry.uniswap?.router ?? zeroAddress,
    ...(entry.uniswap
      ? {
          uniswap: {
            factory: entry.uniswap.factory,
            quoter: entry.uniswap.quoter,
            router: entry.uniswap.router,
          },
        }
      : {}),
    pools: [],
    spamNft: zeroAddress,
    multicall3: multicall3Address,
    nameRegistry: zeroAddress,
    entryPoint: zeroAddress,
    accountFactory: zeroAddress,
  }
}

function parseJson<Schema extends z.ZodType>(name: string, text: string, schema: Schema): z.output<Schema> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ServiceConfigError(`${name} is not valid JSON.`, { cause: error })
  }
  const result = schema.safeParse(value)
  if (!result.success)
    throw new ServiceConfigError(`Invalid ${name}.`, {
      details: result.error.issues
        .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
        .join('; '),
    })
  return result.data
}
