import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { BaseError } from '@foyer/core'
import {
  openServiceStore,
  type ReferenceService,
  type ServiceProjectParameters,
  scaledRateLimits,
  startReferenceService,
} from '@foyer/service'
import { getFreePort } from '@foyer/service/testing'
import { keccak256, stringToBytes } from 'viem'
import * as z from 'zod'
import { bitcoinDevFunding } from './bitcoin/bitcoinDevFunding.js'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from './bitcoin/startBitcoinEsplora.js'
import { type DevnetInfo, defaultDevnetInfoPath, devnetInfoSchema } from './devnetInfo.js'
import { startAltoBundler } from './erc4337/startAltoBundler.js'
import { type StartBundlerReturnType, startBundler } from './erc4337/startBundler.js'
import { defaultEvmBasePort, defaultEvmChainIds, startEvmChains } from './evm/startEvmChains.js'
import type { EvmDevnet } from './evm/types.js'
import { type StartFarcasterRelayReturnType, startFarcasterRelay } from './farcaster/startFarcasterRelay.js'
import { type StartFrameSiteReturnType, socialCallbackPath, startFrameSite } from './frame/startFrameSite.js'
import { type StartMailInboxReturnType, startMailInbox } from './mail/startMailInbox.js'
import { devnetOidcClients } from './oidc/devnetOidcClients.js'
import {
  type StartOidcProviderReturnType,
  startOidcProvider,
  warmOidcProvider,
} from './oidc/startOidcProvider.js'
import { polkadotDevFunding } from './polkadot/polkadotDevFunding.js'
import { type StartPolkadotNodeReturnType, startPolkadotNode } from './polkadot/startPolkadotNode.js'
import { type StartRelayReturnType, startRelay } from './relay/startRelay.js'
import { retryWithBackoff } from './retryWithBackoff.js'
import { solanaDevAccounts } from './solana/solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './solana/startSolanaRpc.js'

/** The fixed ports of `pnpm devnet`; EVM chain i listens on `evm + i`. */
export const defaultDevnetPorts = {
  evm: defaultEvmBasePort,
  service: 8787,
  relay: 8788,
  frame: 8789,
  bundler: 8790,
  farcaster: 8791,
  oidc: 8792,
  mail: 8793,
  solana: 8899,
  bitcoin: 18443,
  polkadot: 9944,
} as const

/**
 * The devnet service's project: the demo's (`foyer-dev`), called from the demo on any loopback port (its dev server on
 * 5173, the browser tests' servers on free ports), signing in on those hosts only.
 */
export const devnetProjects: ServiceProjectParameters[] = [
  { projectId: 'foyer-dev', allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] },
]

/** Where the devnet service's OAuth logins may send users back by default: the demo's dev server (`pnpm demo`). */
export const devnetOAuthRedirectUris = ['http://127.0.0.1:5173/', 'http://localhost:5173/']

const portSchema = z.number().int().min(0).max(65_535)
const partSchema = z.union([z.literal(false), z.object({ port: portSchema.optional() })]).default({})
const storageSchema = z.union([
  z.object({ databaseUrl: z.string().min(1) }),
  z.object({ dataDir: z.string().min(1) }),
  z.object({ memory: z.literal(true) }),
])
const servicePartSchema = z
  .union([
    z.literal(false),
    z.object({
      port: portSchema.optional(),
      /** The analytics dump: on in the devnet (it listens on 127.0.0.1). */
      devConveniences: z.boolean().default(true),
      /** Replaces `devnetOAuthRedirectUris`. */
      oauthRedirectUris: z.array(z.string()).optional(),
      /** Where the service keeps its state; in-memory PGlite when absent. */
      storage: storageSchema.optional(),
      /** Replaces `devnetProjects` (checked when the service starts). */
      projects: z
        .array(z.custom<ServiceProjectParameters>((value) => typeof value === 'object'))
        .min(1)
        .optional(),
    }),
  ])
  .default({ devConveniences: true })

const startDevnetParametersSchema = z.object({
  /** Every part on a free port the OS picks (for tests and parallel runs); explicit ports still win. */
  ephemeral: z.boolean().default(false),
  evm: z
    .object({
      chains: z.array(z.number().int().positive()).min(1).optional(),
      basePort: portSchema.optional(),
      mnemonic: z.string().optional(),
    })
    .default({}),
  /** `false` leaves a part out. */
  solana: partSchema,
  /** The Bitcoin ledger's Esplora API; `autoMineMs` mines a block that often while transactions wait (default 0: on `POST /mine`). */
  bitcoin: z
    .union([
      z.literal(false),
      z.object({ port: portSchema.optional(), autoMineMs: z.number().int().nonnegative().optional() }),
    ])
    .default({}),
  /** The Polkadot ledger's JSON-RPC (WebSocket and HTTP on one port), the dev accounts funded. */
  polkadot: partSchema,
  relay: partSchema,
  service: servicePartSchema,
  /** The embedded wallet's secure frame site (needs the service). */
  frame: partSchema,
  /** The SMTP server the service mails through (on a free port), and its inbox API on `port` (`GET /inbox?to=`). */
  mail: partSchema,
  /**
   * The ERC-4337 bundler for the embedded wallet's smart accounts (EntryPoint v0.7 on every EVM chain): Pimlico's Alto
   * (`'alto'`, the default; a process per chain, started on its first request), or Foyer's in-process stand-in.
   */
  bundler: z
    .union([
      z.literal(false),
      z.object({ port: portSchema.optional(), implementation: z.enum(['alto', 'stand-in']).default('alto') }),
    ])
    .default({ implementation: 'alto' }),
  /** The Farcaster auth relay and dev Farcaster app, on the first EVM chain's IdRegistry. */
  farcaster: partSchema,
  /** The OpenID provider the service signs in with for every social name (needs the service). */
  oidc: partSchema,
  /** Where to write `devnet.json`; `false` writes nothing. Default: `FOYER_DEVNET_INFO` or `devnet/.devnet/devnet.json`. */
  infoPath: z.union([z.string().min(1), z.literal(false)]).optional(),
})

/** A part's start failed and is tried again after `delayMs`. */
export type DevnetStartRetry = { part: string; attempt: number; error: unknown; delayMs: number }

export type StartDevnetParameters = z.input<typeof startDevnetParametersSchema> & {
  /** Told when a part's start failed and is tried again (the CLI prints a line). */
  onRetry?: (retry: DevnetStartRetry) => void
}

/** How often the EVM chains (anvil and the contract deployments) are tried before the start gives up. */
export const evmStartAttempts = 4

/** How often every other part is tried before the start gives up (waits of 0.5 s, then 1 s between attempts). */
export const partStartAttempts = 3

export type Devnet = {
  info: DevnetInfo
  /** The path `info` was written to, if any. */
  infoPath: string | undefined
  evm: EvmDevnet
  solana: StartSolanaRpcReturnType | undefined
  bitcoin: StartBitcoinEsploraReturnType | undefined
  polkadot: StartPolkadotNodeReturnType | undefined
  relay: StartRelayReturnType | undefined
  service: ReferenceService | undefined
  mail: StartMailInboxReturnType | undefined
  frame: StartFrameSiteReturnType | undefined
  bundler: StartBundlerReturnType | undefined
  farcaster: StartFarcasterRelayReturnType | undefined
  oidc: StartOidcProviderReturnType | undefined
  /** How long each part took to start (ms), by part name, in the order they finished. */
  startTimes: Readonly<Record<string, number>>
  /** Stops every part (no process is left behind) and removes the info file. Safe to call twice. */
  stop: () => Promise<void>
}

export class InvalidDevnetOptionsError extends BaseError {
  override name = 'InvalidDevnetOptionsError'
  constructor(error: z.ZodError) {
    super('Invalid options for startDevnet.', { details: z.prettifyError(error) })
  }
}

const startAdvice =
  'If a devnet or `pnpm demo` is already running, stop it or start with --ephemeral (free ports); on a busy machine, try again.'

/** A part that did not start, named in one line (`shortMessage`) with the cause's own line and what to do. */
export class DevnetStartError extends BaseError {
  override name = 'DevnetStartError'
  readonly part: string
  constructor(part: string, cause: unknown, attempts = 1) {
    const tries = attempts > 1 ? ` in ${attempts} attempts` : ''
    super(`The devnet's ${part} did not start${tries} (${firstLineOf(cause)}). ${startAdvice}`, { cause })
    this.part = part
  }
}

function firstLineOf(cause: unknown): string {
  const text =
    cause instanceof BaseError ? cause.shortMessage : cause instanceof Error ? cause.message : String(cause)
  return text.split('\n')[0]?.replace(/[.\s]+$/, '') ?? ''
}

/**
 * Starts Foyer's local stack: the anvil chains with their contracts, the Solana endpoint, the WalletConnect
 * relay and the reference cloud service, then writes where each listens to `devnet.json`.
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const parsed = startDevnetParametersSchema.safeParse(parameters)
  if (!parsed.success) throw new InvalidDevnetOptionsError(parsed.error)
  const options = parsed.data
  // Consts, so that a part's options stay narrowed inside the start functions that are retried.
  const {
    solana: solanaPart,
    relay: relayPart,
    bitcoin: bitcoinPart,
    polkadot: polkadotPart,
    service: servicePart,
    frame: framePart,
    mail: mailPart,
    bundler: bundlerPart,
    farcaster: farcasterPart,
    oidc: oidcPart,
  } = options
  const startedAt = new Date()
  const startTime = performance.now()
  const portOf = (part: { port?: number | undefined }, fixed: number) =>
    part.port ?? (options.ephemeral ? 0 : fixed)

  const stoppers: (() => Promise<void>)[] = []
  const stopAll = async () => {
    const results = await Promise.allSettled(
      stoppers
        .splice(0)
        .reverse()
        .map((stop) => stop()),
    )
    const failure = results.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
  }
  const startTimes: Record<string, number> = {}
  // Every start under way: when one part fails, the others finish (or fail) before everything started is stopped, so
  // a part that was still starting is not left running.
  const starting: Promise<unknown>[] = []
  /** Starts a part, again with backoff while an attempt fails (a failed attempt leaves nothing running). */
  const started = <T extends { stop: () => Promise<void> }>(
    part: string,
    start: () => Promise<T>,
    attempts = partStartAttempts,
  ): Promise<T> => {
    const partStart = performance.now()
    const promise = retryWithBackoff(start, {
      attempts,
      onRetry: (failure) => parameters.onRetry?.({ part, ...failure }),
    }).then(
      (value) => {
        stoppers.push(() => value.stop())
        startTimes[part] = Math.round(performance.now() - partStart)
        return value
      },
      (cause) => {
        throw new DevnetStartError(part, cause, attempts)
      },
    )
    starting.push(promise)
    return promise
  }

  try {
    // The OpenID provider's library loads and its key is made while the chains start.
    if (oidcPart && servicePart) warmOidcProvider()
    // The service's database opens while the chains start (a PGlite database takes a moment).
    const openingStore = servicePart
      ? started('reference service storage', () =>
          openServiceStore(servicePart.storage ?? { memory: true }).then((store) => ({
            store,
            stop: () => store.close(),
          })),
        )
      : undefined
    const polkadotFunding = polkadotPart ? await polkadotDevFunding() : []
    const [evm, solana, relay, bitcoin, polkadot, storage, mail] = await Promise.all([
      // A deployment request can time out on a busy machine: a failed attempt stops its anvils, the next starts anew.
      started(
        'EVM chains',
        () =>
          startEvmChains({
            chains: options.evm.chains ?? [...defaultEvmChainIds],
            basePort: options.evm.basePort ?? (options.ephemeral ? 0 : defaultDevnetPorts.evm),
            ...(options.evm.mnemonic ? { mnemonic: options.evm.mnemonic } : {}),
          }),
        evmStartAttempts,
      ),
      solanaPart
        ? started('Solana RPC', () => startSolanaRpc({ port: portOf(solanaPart, defaultDevnetPorts.solana) }))
        : undefined,
      relayPart
        ? started('relay', () => startRelay({ port: portOf(relayPart, defaultDevnetPorts.relay) }))
        : undefined,
      bitcoinPart
        ? started('Bitcoin ledger', () =>
            startBitcoinEsplora({
              port: portOf(bitcoinPart, defaultDevnetPorts.bitcoin),
              funding: bitcoinDevFunding(options.evm.mnemonic),
              autoMineMs: bitcoinPart.autoMineMs ?? 0,
            }),
          )
        : undefined,
      polkadotPart
        ? started('Polkadot ledger', () =>
            startPolkadotNode({
              port: portOf(polkadotPart, defaultDevnetPorts.polkadot),
              funding: polkadotFunding,
            }),
          )
        : undefined,
      openingStore,
      mailPart && servicePart
        ? started('mail server', () => startMailInbox({ port: portOf(mailPart, defaultDevnetPorts.mail) }))
        : undefined,
    ])
    const firstChain = evm.chains[0]
    const farcaster = farcasterPart
      ? await started('Farcaster relay', () =>
          firstChain?.idRegistry
            ? startFarcasterRelay({
                port: portOf(farcasterPart, defaultDevnetPorts.farcaster),
                rpcUrl: firstChain.rpcUrl,
                chainId: firstChain.chainId,
                idRegistry: firstChain.idRegistry,
                mnemonic: evm.mnemonic,
              })
            : Promise.reject(new Error('The first EVM chain has no IdRegistry.')),
        )
      : undefined

    // The frame's port is chosen before the service starts: the social login popup comes back to the frame's page.
    const framePort =
      framePart && servicePart
        ? (framePart.port ?? (options.ephemeral ? await getFreePort() : defaultDevnetPorts.frame))
        : undefined
    const frameCallbacks =
      framePort === undefined ? [] : [`http://127.0.0.1:${framePort}/${socialCallbackPath}`]
    // The OpenID provider's issuer is known before the service starts; its clients take the service's callbacks.
    const oidcPort =
      oidcPart && servicePart
        ? (oidcPart.port ?? (options.ephemeral ? await getFreePort() : defaultDevnetPorts.oidc))
        : undefined
    const oidcClients = oidcPort === undefined ? undefined : devnetOidcClients(`http://127.0.0.1:${oidcPort}`)
    const service =
      servicePart && storage
        ? await started('reference service', () =>
            startReferenceService({
              port: portOf(servicePart, defaultDevnetPorts.service),
              devConveniences: servicePart.devConveniences,
              projects: servicePart.projects ?? devnetProjects,
              // Every browser and test of the devnet calls from 127.0.0.1: per-IP counters would trip on a busy run.
              limits: {
                emailCodesPerIp: 10_000,
                authFailuresPerIp: 10_000,
                rateLimits: scaledRateLimits(100),
              },
              oauthRedirectUris: [
                ...(servicePart.oauthRedirectUris ?? devnetOAuthRedirectUris),
                ...frameCallbacks,
              ],
              ...(oidcClients ? { oauthProviders: oidcClients.oauthProviders } : {}),
              evm,
              store: storage.store,
              ...(mail ? { smtp: { url: mail.smtpUrl, from: 'Foyer devnet <login@foyer.localhost>' } } : {}),
              // Dev only, like the mnemonic it comes from: a deployment sets its own (FOYER_KEY_ENCRYPTION_KEY).
              keyEncryptionKey: keccak256(
                stringToBytes(`foyer-devnet-key-encryption-key:${evm.mnemonic}`),
              ).slice(2),
              ...(farcaster
                ? {
                    farcaster: {
                      relayUrl: farcaster.url,
                      rpcUrl: firstChain?.rpcUrl ?? '',
                      idRegistry: farcaster.idRegistry.address,
                    },
                  }
                : {}),
              ...(solana ? { solana: { url: solana.url, clusters: solana.clusters } } : {}),
              ...(bitcoin
                ? {
                    bitcoin: Object.values(bitcoin.networks).map((network) => ({
                      caipNetworkId: network.caipNetworkId,
                      url: network.url,
                    })),
                  }
                : {}),
            }),
          )
        : undefined

    // The OpenID provider starts beside the bundler and the frame.
    const oidcStarting =
      oidcClients && service
        ? started('OpenID provider', () =>
            startOidcProvider({ port: oidcPort, clients: oidcClients.clients(service.url) }),
          )
        : undefined
    // Awaited below; a failure of the bundler or the frame meanwhile must not leave it unhandled.
    oidcStarting?.catch(() => {})

    const bundler = bundlerPart
      ? await started('bundler', () =>
          (bundlerPart.implementation === 'alto' ? startAltoBundler : startBundler)({
            port: portOf(bundlerPart, defaultDevnetPorts.bundler),
            chains: evm.chains.map(({ chainId, rpcUrl, entryPoint }) => ({ chainId, rpcUrl, entryPoint })),
          }),
        )
      : undefined

    const frame =
      framePart && service
        ? await started('frame site', () =>
            startFrameSite({
              port: framePort ?? portOf(framePart, defaultDevnetPorts.frame),
              apiUrl: service.url,
              rpcUrls: Object.fromEntries(evm.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
              ...(bundler
                ? {
                    smartAccounts: Object.fromEntries(
                      evm.chains.map((chain) => [
                        String(chain.chainId),
                        {
                          entryPoint: chain.entryPoint,
                          factory: chain.accountFactory,
                          bundlerUrl: `${bundler.url}/${chain.chainId}`,
                        },
                      ]),
                    ),
                  }
                : {}),
            }),
          )
        : undefined

    const oidc = await oidcStarting

    const info = devnetInfoSchema.parse({
      version: 1,
      pid: process.pid,
      startedAt: startedAt.toISOString(),
      startMs: Math.round(performance.now() - startTime),
      evm: {
        mnemonic: evm.mnemonic,
        rpcUrls: Object.fromEntries(evm.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
        accounts: evm.accounts,
        chains: evm.chains,
      },
      solana: solana
        ? {
            url: solana.url,
            clusters: Object.fromEntries(
              Object.entries(solana.clusters).map(([name, cluster]) => [
                name,
                { url: cluster.url, caipNetworkId: cluster.caipNetworkId },
              ]),
            ),
            accounts: solanaDevAccounts.map((account) => ({ address: account.address })),
          }
        : null,
      bitcoin: bitcoin
        ? {
            url: bitcoin.url,
            networks: Object.fromEntries(
              Object.entries(bitcoin.networks).map(([name, network]) => [
                name,
                { url: network.url, caipNetworkId: network.caipNetworkId },
              ]),
            ),
          }
        : null,
      polkadot: polkadot
        ? {
            url: polkadot.url,
            httpUrl: polkadot.httpUrl,
            accounts: polkadotFunding.map(({ uri, address }) => ({ uri, address })),
          }
        : null,
      relay: relay ? { url: relay.url } : null,
      service: service ? { url: service.url } : null,
      mail: mail ? { url: mail.url, smtpUrl: mail.smtpUrl } : null,
      frame: frame ? { url: frame.url } : null,
      bundler: bundler ? { url: bundler.url } : null,
      farcaster: farcaster ? { url: farcaster.url, idRegistry: farcaster.idRegistry } : null,
      oidc: oidc ? { url: oidc.url } : null,
    } satisfies DevnetInfo)

    const infoPath =
      options.infoPath === false
        ? undefined
        : (options.infoPath ?? process.env.FOYER_DEVNET_INFO ?? defaultDevnetInfoPath)
    if (infoPath) {
      await writeInfo(infoPath, info)
      stoppers.unshift(() => removeInfo(infoPath, info.pid))
    }

    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= stopAll()
      return stopping
    }
    return {
      info,
      infoPath,
      startTimes,
      evm,
      solana,
      bitcoin,
      polkadot,
      relay,
      service,
      mail,
      frame,
      bundler,
      farcaster,
      oidc,
      stop,
    }
  } catch (error) {
    await Promise.allSettled(starting)
    await stopAll().catch(() => {})
    throw error
  }
}

async function writeInfo(path: string, info: DevnetInfo): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporaryPath = `${path}.${process.pid}.tmp`
  await writeFile(temporaryPath, `${JSON.stringify(info, null, 2)}\n`)
  await rename(temporaryPath, path)
}

/** Removes the info file unless another devnet has written it since. */
async function removeInfo(path: string, pid: number): Promise<void> {
  try {
    const current = JSON.parse(await readFile(path, 'utf8')) as { pid?: unknown }
    if (current.pid === pid) await rm(path, { force: true })
  } catch {}
}
