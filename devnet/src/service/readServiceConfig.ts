import { existsSync } from 'node:fs'
import { BaseError } from '@foyer/core'
import { zeroAddress } from 'viem'
import * as z from 'zod'
import { defaultDevnetInfoPath, readDevnetInfo } from '../devnetInfo.js'
import { evmChainNames } from '../evm/evmChainNames.js'
import { multicall3Address } from '../evm/multicall3Address.js'
import type { DevAccount, EvmDevnetChain } from '../evm/types.js'
import { type SmtpMailerOptions, smtpMailerOptionsSchema } from './createSmtpMailer.js'
import type { ServiceSolana } from './createSolanaClusterReaders.js'
import { type ServiceLimits, serviceLimitsSchema } from './serviceLimits.js'
import { type ServiceProjectParameters, serviceProjectsSchema } from './serviceProjects.js'
import type { ServiceStorageOptions } from './storage/openServiceStore.js'

export type ServiceConfig = {
  port: number
  host: string
  storage: ServiceStorageOptions
  evm: { chains: EvmDevnetChain[]; accounts: DevAccount[] } | undefined
  solana: ServiceSolana | undefined
  projects: ServiceProjectParameters[] | undefined
  limits: ServiceLimits | undefined
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
const chainEntry = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: httpUrl,
  name: z.string().min(1).optional(),
  nativeSymbol: z.string().min(1).max(20).optional(),
})
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).optional(),
  FOYER_EVM_CHAINS: z.string().optional(),
  FOYER_SOLANA_RPC_URL: httpUrl.optional(),
  FOYER_DEVNET_INFO: z.string().min(1).optional(),
  FOYER_PROJECTS: z.string().optional(),
  FOYER_LIMITS: z.string().optional(),
  FOYER_SMTP_URL: smtpMailerOptionsSchema.shape.url.optional(),
  FOYER_MAIL_FROM: smtpMailerOptionsSchema.shape.from.optional(),
  FOYER_SMTP_TIMEOUT_MS: z.coerce.number().pipe(smtpMailerOptionsSchema.shape.timeoutMs.unwrap()).optional(),
})

/**
 * `foyer-service`'s configuration from environment variables (see the service README):
 * PORT, HOST, DATABASE_URL or DATA_DIR, chains from FOYER_EVM_CHAINS (JSON) and FOYER_RPC_URL_<chainId>,
 * Solana from FOYER_SOLANA_RPC_URL, projects from FOYER_PROJECTS and caps from FOYER_LIMITS (JSON), mail through
 * FOYER_SMTP_URL from FOYER_MAIL_FROM. With no chain configured, the
 * running devnet's chains (its devnet.json) when there is one.
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
  const base = { port: vars.PORT, host: vars.HOST, storage, projects, limits, smtp }

  if (configured.size > 0 || vars.FOYER_SOLANA_RPC_URL) {
    return {
      ...base,
      evm:
        configured.size > 0
          ? { chains: [...configured.values()].map(networkChain), accounts: [] }
          : undefined,
      solana: vars.FOYER_SOLANA_RPC_URL ? { url: vars.FOYER_SOLANA_RPC_URL } : undefined,
      chainsFrom: 'environment',
    }
  }
  const infoPath =
    vars.FOYER_DEVNET_INFO ?? (existsSync(defaultDevnetInfoPath) ? defaultDevnetInfoPath : undefined)
  if (!infoPath) return { ...base, evm: undefined, solana: undefined, chainsFrom: 'none' }
  const info = await readDevnetInfo({ path: infoPath })
  return {
    ...base,
    evm: { chains: info.evm.chains as EvmDevnetChain[], accounts: info.evm.accounts as DevAccount[] },
    solana: info.solana
      ? {
          url: info.solana.url,
          clusters: Object.fromEntries(
            Object.entries(info.solana.clusters).map(([name, cluster]) => [
              name,
              { url: cluster.url, caipNetworkId: cluster.caipNetworkId as `solana:${string}` },
            ]),
          ),
        }
      : undefined,
    chainsFrom: infoPath,
  }
}

/** A real network: no devnet contracts or test tokens, only its RPC endpoint. */
function networkChain(entry: z.output<typeof chainEntry>): EvmDevnetChain {
  return {
    chainId: entry.chainId,
    name: entry.name ?? evmChainNames[entry.chainId] ?? `Chain ${entry.chainId}`,
    rpcUrl: entry.rpcUrl,
    nativeSymbol: entry.nativeSymbol ?? 'ETH',
    tokens: [],
    weth: zeroAddress,
    router: zeroAddress,
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
