import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import * as z from 'zod'
import { type AddAuthRoutesOptions, addAuthRoutes } from './addAuthRoutes.js'
import { addBlockchainApiRoutes, type ServiceSolana } from './addBlockchainApiRoutes.js'
import { type FarcasterAuthConfig, farcasterAuthConfigSchema } from './addFarcasterAuthRoutes.js'
import {
  addHealthRoutes,
  chainReadinessChecks,
  databaseReadinessCheck,
  type ReadinessCheck,
} from './addHealthRoutes.js'
import { keyEncryptionKeySchema } from './addKeyBackupRoutes.js'
import { addSiwxRoutes } from './addSiwxRoutes.js'
import { addWalletApiRoutes } from './addWalletApiRoutes.js'
import { type AnalyticsSink, createAnalyticsSink } from './createAnalyticsSink.js'
import { createRouteRateLimiter } from './createRouteRateLimiter.js'
import { createRouter } from './createRouter.js'
import {
  createServiceLogger,
  type LogLevel,
  logLevelSchema,
  logRequest,
  type ServiceLogger,
} from './createServiceLogger.js'
import { addMetricsRoute, createServiceMetrics } from './createServiceMetrics.js'
import { createSiwxVerifier } from './createSiwxVerifier.js'
import {
  createSmtpMailer,
  type Mailer,
  noMailer,
  type SmtpMailerOptions,
  smtpMailerOptionsSchema,
} from './createSmtpMailer.js'
import { solanaMainnetCaip2 } from './createSolanaClusterReaders.js'
import { createWalletRegistry } from './createWalletRegistry.js'
import type { ServiceEvm } from './evmChainConfig.js'
import { type ChainIndexing, chainIndexingSchema } from './indexers/chainIndexing.js'
import { isLoopbackHost } from './isLoopbackHost.js'
import type { PriceSource } from './PriceSource.js'
import type { BitcoinServiceNetwork } from './readBitcoinBalances.js'
import { ReferenceServiceOptionsError } from './serviceErrors.js'
import { type ServiceLimits, type ServiceLimitsParameters, serviceLimitsSchema } from './serviceLimits.js'
import {
  createServiceProjects,
  type ServiceProjectParameters,
  type ServiceProjects,
} from './serviceProjects.js'
import { openServiceStore, type ServiceStorageOptions } from './storage/openServiceStore.js'
import type { ServiceStore } from './storage/serviceStore.js'
import { mergeProjects, readStoredProjects } from './storedProjects.js'

export type StartReferenceServiceParameters = {
  port?: number
  /** The address to listen on; `127.0.0.1` when absent. Dev conveniences are refused on any non-loopback address. */
  host?: string
  /**
   * The analytics dump (`/dev/analytics`). Off unless `true` (or, when absent,
   * `FOYER_DEV_CONVENIENCES=1`); refused when `host` is not a loopback address. Off, their routes answer 404.
   */
  devConveniences?: boolean
  /**
   * Where an OAuth login may send a user back (the frame's callback page): each entry's origin and path must match `redirect_uri`
   * exactly (its query is free). When absent, `FOYER_OAUTH_REDIRECT_URIS` (comma-separated); none otherwise.
   */
  oauthRedirectUris?: string[]
  /**
   * OAuth identity providers by social name (see `OAuthIdentityProvider`; `oauth/` has Google, GitHub, Discord, X,
   * Facebook, Apple and any OpenID provider); none by default.
   */
  oauthProviders?: AddAuthRoutesOptions['oauthProviders']
  /**
   * Behind a reverse proxy: per-IP counters read the client from the last `X-Forwarded-For` entry. When absent,
   * `FOYER_TRUST_PROXY=1`; off otherwise (every request counts against the socket's peer).
   */
  trustProxy?: boolean
  /**
   * The service's address as its users reach it (`https://api.example/foyer`): the base of the image URLs it hands
   * out. When absent, `FOYER_PUBLIC_URL`; otherwise, with `trustProxy`, the proxy's `X-Forwarded-Proto`, `-Host` and
   * `-Prefix`, else the request's `Host`.
   */
  publicUrl?: string
  /**
   * Sign In With Farcaster: the auth relay and the IdRegistry (address and its chain's RPC). When absent,
   * `FOYER_FARCASTER_RELAY_URL`, `FOYER_FARCASTER_RPC_URL` and `FOYER_FARCASTER_ID_REGISTRY`; off otherwise.
   */
  farcaster?: FarcasterAuthConfig
  /**
   * The key-encryption key (64 hex digits) that seals the embedded wallet's key backups, kept outside the database;
   * when absent, `FOYER_KEY_ENCRYPTION_KEY`. Without one there is no key backup: a new device gets new keys.
   */
  keyEncryptionKey?: string
  /**
   * Where email login codes, device approval links and email update codes are sent: an SMTP server (`url`
   * smtp(s)://user:pass@host:port, `from`, `timeoutMs`, default 10 s), or a `Mailer` of your own. Without either,
   * the email routes answer 503 `mail_unavailable`.
   */
  smtp?: SmtpMailerOptions
  mailer?: Mailer
  /** Caps on what the service keeps; see `serviceLimitsSchema` for each default. */
  limits?: ServiceLimitsParameters
  /** The local EVM chains the Blockchain API reads; without them only the Wallet API, analytics and auth work. */
  evm?: ServiceEvm
  solana?: ServiceSolana
  /** How EVM history and NFTs are indexed (`readServiceConfig` builds it); every chain a dev chain when absent. */
  chainIndexing?: ChainIndexing
  /** The devnet Bitcoin ledger's networks (Esplora APIs) whose BTC balances the balance route reads. */
  bitcoin?: BitcoinServiceNetwork[]
  /**
   * Where `POST /v1/fungible/price` takes USD prices from: `createHttpPriceSource` for a price API; the chains'
   * Uniswap v3 pools (`createUniswapPriceSource`) when absent.
   */
  priceSource?: PriceSource
  /**
   * Known projects (allowed app origins, sign-in domains, features; see `serviceProjectSchema`), checked at the start:
   * a bad entry stops it, naming the entry. Merged with the projects stored in the database (`foyer-service projects
   * add`, read at start): on the same id, this entry wins. `[{ projectId: 'foyer-dev' }]` when both are empty.
   */
  projects?: ServiceProjectParameters[]
  /** The clock of time-based rules such as the email resend cooldown; `Date.now` when absent. */
  now?: () => number
  /**
   * Where state is kept: a Postgres `databaseUrl`, a PGlite `dataDir`, or `{ memory: true }` (the default:
   * in-memory PGlite, gone at stop). The service opens it, applies the migrations and closes it at stop.
   */
  storage?: ServiceStorageOptions
  /** An open store to use instead of `storage`; the caller closes it. */
  store?: ServiceStore
  /**
   * The least level logged (one JSON line per request at `info`); when absent, `FOYER_LOG_LEVEL`, else `error` (bugs only).
   * Ignored with `logger`.
   */
  logLevel?: LogLevel
  /** Where the service logs; a JSON-lines logger on standard output at `logLevel` when absent. */
  logger?: ServiceLogger
  /**
   * More checks for `GET /readyz` (an SMTP server's `verify()` …), beside the built-in ones: the database and
   * each configured chain's endpoint.
   */
  readinessChecks?: ReadinessCheck[]
  /** When set, `GET /metrics` answers only `Authorization: Bearer <token>`; when absent, `FOYER_METRICS_TOKEN`. */
  metricsToken?: string
  /**
   * How long `stop()` lets requests in flight finish (ms) before it closes their connections; 10,000 when absent.
   * New connections are refused at once.
   */
  shutdownGraceMs?: number
}

export type ReferenceService = {
  url: string
  /** What the service sends mail through; `verify()` checks the SMTP server is reachable (for readiness). */
  mailer: Mailer
  analytics: AnalyticsSink
  store: ServiceStore
  /** Every route the service answers, as `METHOD pattern`. */
  routes: () => string[]
  logger: ServiceLogger
  /** Stops accepting, lets requests in flight finish (up to `shutdownGraceMs`), then closes the store it opened. */
  stop: () => Promise<void>
}

const redirectUriSchema = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }).max(2000)

const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })
  .max(2000)
  .refine((value) => !/[?#]/.test(value), 'Expected a URL without query or fragment')

const optionsSchema = z
  .object({
    port: z.number().int().min(0).max(65_535).default(0),
    host: z.string().min(1).max(253).default('127.0.0.1'),
    devConveniences: z.boolean().optional(),
    trustProxy: z.boolean().optional(),
    publicUrl: publicUrlSchema.optional(),
    oauthRedirectUris: z.array(redirectUriSchema).max(100).optional(),
    limits: serviceLimitsSchema.default(serviceLimitsSchema.parse({})),
    farcaster: farcasterAuthConfigSchema.optional(),
    keyEncryptionKey: keyEncryptionKeySchema.optional(),
    logLevel: logLevelSchema.optional(),
    metricsToken: z.string().min(16).max(500).optional(),
    shutdownGraceMs: z.number().int().min(0).max(600_000).default(10_000),
    chainIndexing: chainIndexingSchema.optional(),
    smtp: smtpMailerOptionsSchema.optional(),
  })
  .strict()

const envSchema = z.object({
  FOYER_DEV_CONVENIENCES: z.enum(['0', '1'], { error: 'Expected 1 (on) or 0 (off)' }).optional(),
  FOYER_TRUST_PROXY: z.enum(['0', '1'], { error: 'Expected 1 (on) or 0 (off)' }).optional(),
  FOYER_PUBLIC_URL: publicUrlSchema.optional(),
  FOYER_OAUTH_REDIRECT_URIS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(redirectUriSchema).max(100))
    .optional(),
  FOYER_FARCASTER_RELAY_URL: farcasterAuthConfigSchema.shape.relayUrl.optional(),
  FOYER_FARCASTER_RPC_URL: farcasterAuthConfigSchema.shape.rpcUrl.optional(),
  FOYER_FARCASTER_ID_REGISTRY: farcasterAuthConfigSchema.shape.idRegistry.optional(),
  FOYER_KEY_ENCRYPTION_KEY: keyEncryptionKeySchema.optional(),
  FOYER_LOG_LEVEL: logLevelSchema.optional(),
  FOYER_METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).max(500).optional(),
})

/** The self-hostable reference cloud: SPEC.md §7's Wallet API, Blockchain API and analytics, plus dev auth. */
export async function startReferenceService(
  parameters: StartReferenceServiceParameters = {},
): Promise<ReferenceService> {
  const {
    port,
    host,
    limits,
    devConveniences,
    trustProxy,
    publicUrl,
    oauthRedirectUris,
    farcaster,
    keyEncryptionKey,
    logLevel,
    metricsToken,
    shutdownGraceMs,
    smtp,
  } = parseOptions(parameters)
  if (smtp && parameters.mailer)
    throw new ReferenceServiceOptionsError('Give smtp or mailer, not both', 'Both name where mail goes')
  const logger = parameters.logger ?? createServiceLogger({ level: logLevel })
  const metrics = createServiceMetrics()
  if (devConveniences && !isLoopbackHost(host)) {
    throw new ReferenceServiceOptionsError(
      `devConveniences (or FOYER_DEV_CONVENIENCES=1) is refused on the non-loopback host ${host}`,
      'The analytics dump shows every stored event: it runs on 127.0.0.1, ::1 or localhost only',
    )
  }
  // Checked before anything opens: a bad project entry stops the start.
  createServiceProjects(parameters.projects, { devConveniences })
  const ownsStore = parameters.store === undefined
  const store = parameters.store ?? (await openServiceStore(parameters.storage ?? { memory: true }))
  let projects: ServiceProjects
  try {
    projects = createServiceProjects(mergeProjects(parameters.projects, await readStoredProjects(store)), {
      devConveniences,
    })
  } catch (error) {
    if (ownsStore) await store.close().catch(() => {})
    throw error
  }
  const router = createRouter({
    trustProxy,
    maxBodyBytes: limits.bodyBytes,
    ...(publicUrl ? { publicUrl } : {}),
    limit: createRouteRateLimiter({ store, limits: limits.rateLimits, now: parameters.now ?? Date.now }),
    onRequest: (record) => {
      metrics.record(record)
      logRequest(logger, record)
    },
  })
  addHealthRoutes(router, [
    databaseReadinessCheck(store),
    ...chainReadinessChecks({
      evm: parameters.evm?.chains,
      solana: parameters.solana
        ? parameters.solana.clusters
          ? Object.values(parameters.solana.clusters)
          : [
              {
                url: parameters.solana.url,
                caipNetworkId: parameters.solana.caipNetworkId ?? solanaMainnetCaip2,
              },
            ]
        : [],
      bitcoin: parameters.bitcoin,
    }),
    ...(parameters.readinessChecks ?? []),
  ])
  addMetricsRoute(router, metrics, metricsToken)
  addWalletApiRoutes(router, createWalletRegistry(), projects)
  const analytics = createAnalyticsSink(router, projects, {
    store,
    devConveniences,
    limits,
    ...(parameters.now ? { now: parameters.now } : {}),
  })
  const ownsMailer = parameters.mailer === undefined
  const mailer = parameters.mailer ?? (smtp ? createSmtpMailer(smtp) : noMailer)
  addAuthRoutes(router, {
    store,
    devConveniences,
    mailer,
    oauthRedirectUris,
    ...(parameters.oauthProviders ? { oauthProviders: parameters.oauthProviders } : {}),
    limits,
    farcaster,
    projects,
    keyEncryptionKey,
    ...(parameters.now ? { now: parameters.now } : {}),
  })
  addSiwxRoutes(router, {
    store,
    projects,
    verifier: createSiwxVerifier(parameters.evm?.chains ?? []),
    solana: parameters.solana,
    ...(parameters.now ? { now: parameters.now } : {}),
  })
  addBlockchainApiRoutes(router, projects, {
    evm: parameters.evm,
    solana: parameters.solana,
    bitcoin: parameters.bitcoin,
    priceSource: parameters.priceSource,
    limits,
    store,
    indexing: parameters.chainIndexing,
  })

  let inFlight = 0
  let stopping: Promise<void> | undefined
  let drained: (() => void) | undefined
  const server = createServer({ maxHeaderSize: limits.headerBytes }, (request, response) => {
    inFlight += 1
    metrics.requestsInFlight.inc()
    // While stopping, a request on a kept-alive connection is still answered, then the connection closes.
    if (stopping) response.setHeader('connection', 'close')
    router
      .handle(request, response)
      .catch(() => response.destroy())
      .finally(() => {
        inFlight -= 1
        metrics.requestsInFlight.dec()
        if (inFlight === 0) drained?.()
      })
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket, limits))
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
    if (ownsMailer) mailer.close()
    throw error
  }
  const address = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    mailer,
    analytics,
    store,
    routes: router.routes,
    logger,
    stop: () => {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
        })
        server.closeIdleConnections()
        if (inFlight > 0) {
          logger.info('draining requests in flight', { inFlight, graceMs: shutdownGraceMs })
          let timer: NodeJS.Timeout | undefined
          await Promise.race([
            new Promise<void>((resolve) => {
              drained = resolve
            }),
            new Promise<void>((resolve) => {
              timer = setTimeout(resolve, shutdownGraceMs)
            }),
          ])
          clearTimeout(timer)
          if (inFlight > 0) logger.warn('closing requests still in flight', { inFlight })
        }
        server.closeAllConnections()
        await closed
        if (ownsMailer) mailer.close()
        if (ownsStore) await store.close()
      })()
      return stopping
    },
  }
}

/** The options, with the `FOYER_*` environment variables filling what the caller left out. */
function parseOptions(parameters: StartReferenceServiceParameters) {
  const {
    evm: _evm,
    solana: _solana,
    bitcoin: _bitcoin,
    priceSource: _priceSource,
    projects: _projects,
    oauthProviders: _oauthProviders,
    now: _now,
    mailer: _mailer,
    store: _store,
    storage: _storage,
    logger: _logger,
    readinessChecks: _readinessChecks,
    ...plain
  } = parameters
  const parsed = optionsSchema.safeParse(plain)
  if (!parsed.success) {
    throw new ReferenceServiceOptionsError('Invalid reference service options', z.prettifyError(parsed.error))
  }
  const env = envSchema.safeParse({
    FOYER_DEV_CONVENIENCES: process.env.FOYER_DEV_CONVENIENCES || undefined,
    FOYER_TRUST_PROXY: process.env.FOYER_TRUST_PROXY || undefined,
    FOYER_PUBLIC_URL: process.env.FOYER_PUBLIC_URL || undefined,
    FOYER_OAUTH_REDIRECT_URIS: process.env.FOYER_OAUTH_REDIRECT_URIS || undefined,
    FOYER_FARCASTER_RELAY_URL: process.env.FOYER_FARCASTER_RELAY_URL || undefined,
    FOYER_FARCASTER_RPC_URL: process.env.FOYER_FARCASTER_RPC_URL || undefined,
    FOYER_FARCASTER_ID_REGISTRY: process.env.FOYER_FARCASTER_ID_REGISTRY || undefined,
    FOYER_KEY_ENCRYPTION_KEY: process.env.FOYER_KEY_ENCRYPTION_KEY || undefined,
    FOYER_LOG_LEVEL: process.env.FOYER_LOG_LEVEL || undefined,
    FOYER_METRICS_TOKEN: process.env.FOYER_METRICS_TOKEN || undefined,
  })
  if (!env.success) {
    throw new ReferenceServiceOptionsError(
      'Invalid reference service environment',
      z.prettifyError(env.error),
    )
  }
  return {
    ...parsed.data,
    devConveniences: parsed.data.devConveniences ?? env.data.FOYER_DEV_CONVENIENCES === '1',
    trustProxy: parsed.data.trustProxy ?? env.data.FOYER_TRUST_PROXY === '1',
    publicUrl: parsed.data.publicUrl ?? env.data.FOYER_PUBLIC_URL,
    oauthRedirectUris: parsed.data.oauthRedirectUris ?? env.data.FOYER_OAUTH_REDIRECT_URIS ?? [],
    farcaster: parsed.data.farcaster ?? farcasterFromEnv(env.data),
    keyEncryptionKey: parsed.data.keyEncryptionKey ?? env.data.FOYER_KEY_ENCRYPTION_KEY,
    logLevel: parsed.data.logLevel ?? env.data.FOYER_LOG_LEVEL ?? 'error',
    metricsToken: parsed.data.metricsToken ?? env.data.FOYER_METRICS_TOKEN,
  }
}

function farcasterFromEnv(env: z.infer<typeof envSchema>): FarcasterAuthConfig | undefined {
  const { FOYER_FARCASTER_RELAY_URL: relayUrl, FOYER_FARCASTER_RPC_URL: rpcUrl } = env
  const idRegistry = env.FOYER_FARCASTER_ID_REGISTRY
  if (!relayUrl && !rpcUrl && !idRegistry) return undefined
  if (!relayUrl || !rpcUrl || !idRegistry)
    throw new ReferenceServiceOptionsError(
      'Invalid reference service environment',
      'Set FOYER_FARCASTER_RELAY_URL, FOYER_FARCASTER_RPC_URL and FOYER_FARCASTER_ID_REGISTRY together',
    )
  return { relayUrl, rpcUrl, idRegistry }
}

/** A request Node could not parse (headers over `limits.headerBytes`, bad HTTP): a JSON error, then close. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, limits: ServiceLimits): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const [status, statusText] = tooLarge ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
  const body = JSON.stringify(
    tooLarge
      ? {
          error: 'headers_too_large',
          message: 'The request line and headers are too large',
          details: `At most ${limits.headerBytes} bytes`,
        }
      : { error: 'bad_request', message: 'The request is not valid HTTP' },
  )
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
