import {
  type AppKitNetwork,
  configureZod,
  toCaipNetwork,
  ValidationError,
  walletConnectPairingTimeoutMs,
} from '@foyer/core'
import * as z from 'zod/mini'
import { isLoopbackUrl } from './isLoopbackUrl.js'
import { pairingExpiredThresholdMs, pairingLifetimeMs } from './pairingExpiry.js'
import { walletConnectCloudRelayUrl } from './walletConnectConnectorId.js'
import { isWalletConnectNamespace } from './walletConnectMethods.js'

configureZod()

/** WalletConnect's key-value storage (`IKeyValueStorage`): IndexedDB in a browser by default. */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export type WalletConnectMetadata = { name: string; description: string; url: string; icons: string[] }

export type UniversalAdapterParameters = {
  /** The app's networks; the eip155, solana and bip122 ones are asked for in the session, each with its RPC URL. */
  networks: readonly AppKitNetwork[]
  /**
   * The relay the WalletConnect clients meet on (`ws://` or `wss://`): a self-hosted one, or the devnet's. Default
   * WalletConnect's public relay (`walletConnectCloudRelayUrl`), as AppKit: real mobile wallets meet apps there. It is
   * contacted only once the user picks WalletConnect, or a stored WalletConnect session is restored.
   */
  relayUrl?: string | undefined
  /** Sent to the relay; default the kernel's `projectId`. */
  projectId?: string | undefined
  /** How the wallet shows the app; default the kernel's `metadata`. */
  metadata?: WalletConnectMetadata | undefined
  /** Where sessions are kept; default WalletConnect's (IndexedDB in a browser). */
  storage?: WalletConnectStorage | undefined
  /** Keeps this app's WalletConnect storage apart from another's on the same origin. */
  customStoragePrefix?: string | undefined
  /**
   * A local Verify URL (loopback host only): marks a local devnet, where WalletConnect Verify is skipped, as a loopback
   * `relayUrl` or `devnet: true` does. Elsewhere Verify runs against WalletConnect's own server: WalletConnect has no
   * public option to point it at another, and wallets check attestations against WalletConnect's own.
   */
  verifyUrl?: string | undefined
  /** Runs against a local devnet: WalletConnect Verify is skipped. Never set it in production. */
  devnet?: boolean | undefined
  /** How long a pairing URI is offered before a new one replaces it, in ms. Default 4 minutes (SPEC.md §9). */
  pairingLifetimeMs?: number | undefined
  /**
   * How long the relay has to hand over a pairing URI (or restore a session) before the attempt fails with
   * `WalletConnectRelayUnreachableError`, in ms. Default `walletConnectPairingTimeoutMs` (15 s).
   */
  pairingTimeoutMs?: number | undefined
}

const networkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string(),
  chainNamespace: z.string(),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
})

const parametersSchema = z.object({
  networks: z.array(networkSchema).check(
    z.refine((networks) => networks.some((network) => isWalletConnectNamespace(network.chainNamespace)), {
      message: 'give at least one eip155, solana or bip122 network',
    }),
  ),
  relayUrl: z._default(
    z.url({ protocol: /^wss?$/, error: 'expected a ws:// or wss:// URL' }),
    walletConnectCloudRelayUrl,
  ),
  projectId: z.optional(z.string().check(z.trim(), z.minLength(1))),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  storage: z.optional(
    z.custom<WalletConnectStorage>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem'].every(
          (key) => typeof (value as Record<string, unknown>)[key] === 'function',
        ),
      { message: 'expected a storage with getKeys, getEntries, getItem, setItem and removeItem' },
    ),
  ),
  customStoragePrefix: z.optional(z.string().check(z.minLength(1))),
  verifyUrl: z.optional(
    z.url({ protocol: /^https?$/ }).check(
      z.refine(isLoopbackUrl, {
        message:
          "expected a loopback URL (a local devnet): WalletConnect has no public way to point Verify at another server, and wallets check attestations against WalletConnect's own",
      }),
    ),
  ),
  devnet: z.optional(z.boolean()),
  pairingLifetimeMs: z._default(z.int().check(z.gte(pairingExpiredThresholdMs + 1000)), pairingLifetimeMs),
  pairingTimeoutMs: z._default(z.int().check(z.gt(0)), walletConnectPairingTimeoutMs),
})

export type ParsedUniversalAdapterParameters = Omit<
  UniversalAdapterParameters,
  'pairingLifetimeMs' | 'pairingTimeoutMs' | 'relayUrl'
> & {
  relayUrl: string
  pairingLifetimeMs: number
  pairingTimeoutMs: number
}

export function parseUniversalAdapterParameters(
  parameters: UniversalAdapterParameters,
): ParsedUniversalAdapterParameters {
  // A plain viem chain is an EVM network, as `createAppKit` takes it.
  const networks: unknown = parameters?.networks
  const input = Array.isArray(networks)
    ? { ...parameters, networks: networks.map((network) => toCaipNetwork(network)) as AppKitNetwork[] }
    : parameters
  const parsed = parametersSchema.safeParse(input)
  if (!parsed.success)
    throw new ValidationError({
      subject: 'options for UniversalAdapter',
      error: parsed.error,
      docsPath: '/adapters/universal',
    })
  const { pairingLifetimeMs: lifetime, pairingTimeoutMs: timeout, relayUrl } = parsed.data
  return { ...input, relayUrl, pairingLifetimeMs: lifetime, pairingTimeoutMs: timeout }
}
