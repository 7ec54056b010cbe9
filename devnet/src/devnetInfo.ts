import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { BaseError } from '@foyer/core'
import * as z from 'zod'

/** Where `startDevnet` writes its info unless told otherwise: `devnet/.devnet/devnet.json`. */
export const defaultDevnetInfoPath = fileURLToPath(new URL('../.devnet/devnet.json', import.meta.url))

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')
const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex')
const httpUrlSchema = z.url({ protocol: /^https?$/ })

const evmChainInfoSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  rpcUrl: httpUrlSchema,
  nativeSymbol: z.string(),
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      address: addressSchema,
      decimals: z.number().int().min(0),
      priceUsd: z.number().positive(),
    }),
  ),
  weth: addressSchema,
  router: addressSchema,
  /** Uniswap v3's factory, QuoterV2 and SwapRouter02. Absent in older files. */
  uniswap: z.object({ factory: addressSchema, quoter: addressSchema, router: addressSchema }).optional(),
  pools: z.array(
    z.object({
      address: addressSchema,
      token0: addressSchema,
      token1: addressSchema,
      fee: z.number().int().positive(),
    }),
  ),
  spamNft: addressSchema,
  multicall3: addressSchema,
  nameRegistry: addressSchema,
  /** ERC-4337's EntryPoint v0.7 and `FoyerAccountFactory`. Absent in older files. */
  entryPoint: addressSchema.optional(),
  accountFactory: addressSchema.optional(),
  /** `FoyerIdRegistry` (Farcaster's IdRegistry read interface). Absent in older files. */
  idRegistry: addressSchema.optional(),
})

/** The shape of `devnet.json`: where each part of a running devnet listens, and its dev accounts. */
export const devnetInfoSchema = z.object({
  version: z.literal(1),
  /** The process that runs the devnet. */
  pid: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  /** How long the start took. */
  startMs: z.number().nonnegative(),
  evm: z.object({
    mnemonic: z.string(),
    /** RPC URL by chain id (as a string key, JSON's only kind). */
    rpcUrls: z.record(z.string().regex(/^\d+$/), httpUrlSchema),
    /** The first 10 accounts of the mnemonic, funded on every chain (well-known test keys). */
    accounts: z.array(z.object({ address: addressSchema, privateKey: hexSchema })),
    chains: z.array(evmChainInfoSchema),
  }),
  solana: z
    .object({
      /** The mainnet endpoint. */
      url: httpUrlSchema,
      clusters: z.record(z.string(), z.object({ url: httpUrlSchema, caipNetworkId: z.string() })),
      accounts: z.array(z.object({ address: z.string() })),
    })
    .nullable(),
  /** The Bitcoin ledger's Esplora API: regtest at `url`, per network under `networks`. Absent in older files. */
  bitcoin: z
    .object({
      url: httpUrlSchema,
      networks: z.record(z.string(), z.object({ url: httpUrlSchema, caipNetworkId: z.string() })),
    })
    .nullable()
    .default(null),
  /** The Polkadot ledger's JSON-RPC (`url` WebSocket, `httpUrl` HTTP) and its funded dev accounts. Absent in older files. */
  polkadot: z
    .object({
      url: z.url({ protocol: /^wss?$/ }),
      httpUrl: httpUrlSchema,
      accounts: z.array(z.object({ uri: z.string(), address: z.string() })),
    })
    .nullable()
    .default(null),
  /** The WalletConnect relay (`ws://`). */
  relay: z.object({ url: z.url({ protocol: /^wss?$/ }) }).nullable(),
  /** The embedded wallet's secure frame, on an origin of its own. Absent in older files. */
  frame: z.object({ url: httpUrlSchema }).nullable().optional(),
  /** The ERC-4337 bundler: chain `id`'s endpoint is `${url}/${id}`. Absent in older files. */
  bundler: z.object({ url: httpUrlSchema }).nullable().optional(),
  /** The Farcaster auth relay and its dev Farcaster app, reading fids from `idRegistry`. Absent in older files. */
  farcaster: z
    .object({
      url: httpUrlSchema,
      idRegistry: z.object({ chainId: z.number().int().positive(), address: addressSchema }),
    })
    .nullable()
    .optional(),
  /** The reference cloud service. */
  service: z.object({ url: httpUrlSchema }).nullable(),
  /** The OpenID provider standing in for the social logins (its issuer). Absent in older files. */
  oidc: z.object({ url: httpUrlSchema }).nullable().optional(),
  /** The SMTP server the service mails through (`smtpUrl`) and its inbox API (`GET ${url}/inbox?to=`). Absent in older files. */
  mail: z
    .object({ url: httpUrlSchema, smtpUrl: z.url({ protocol: /^smtp$/ }) })
    .nullable()
    .optional(),
})

export type DevnetInfo = z.infer<typeof devnetInfoSchema>

export class DevnetInfoNotFoundError extends BaseError {
  override name = 'DevnetInfoNotFoundError'
  constructor(path: string, cause: unknown) {
    super(`No devnet info at ${path}. Is the devnet running?`, {
      cause,
      metaMessages: ['Start it with `pnpm devnet` (or `startDevnet()`), then try again.'],
    })
  }
}

export class InvalidDevnetInfoError extends BaseError {
  override name = 'InvalidDevnetInfoError'
  constructor(path: string, details: string) {
    super(`The devnet info at ${path} is not valid.`, { details })
  }
}

/**
 * Reads and validates the info a running devnet wrote. The path comes from `path`, then the
 * `FOYER_DEVNET_INFO` environment variable, then `devnet/.devnet/devnet.json`.
 */
export async function readDevnetInfo({ path }: { path?: string } = {}): Promise<DevnetInfo> {
  const infoPath = path ?? process.env.FOYER_DEVNET_INFO ?? defaultDevnetInfoPath
  let text: string
  try {
    text = await readFile(infoPath, 'utf8')
  } catch (cause) {
    throw new DevnetInfoNotFoundError(infoPath, cause)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidDevnetInfoError(infoPath, cause instanceof Error ? cause.message : String(cause))
  }
  const parsed = devnetInfoSchema.safeParse(json)
  if (!parsed.success) throw new InvalidDevnetInfoError(infoPath, z.prettifyError(parsed.error))
  // A devnet killed without its cleanup (SIGKILL, a crash) leaves its file behind: trust it only while its process runs.
  if (!isProcessAlive(parsed.data.pid))
    throw new DevnetInfoNotFoundError(
      infoPath,
      new Error(`The devnet process ${parsed.data.pid} is not running`),
    )
  return parsed.data
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
