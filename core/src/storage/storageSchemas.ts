import * as z from 'zod/mini'
import { type ChainNamespace, chainNamespaces, isChainNamespace } from '../caip/chainNamespaces.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { recentWalletsMax } from '../constants/limits.js'
import { configureZod } from '../zodConfig.js'

configureZod()

const id = z.string().check(z.minLength(1), z.maxLength(256))
const chainIdSchema = z.union([z.int().check(z.nonnegative()), id])

const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, {
  message: 'Expected a CAIP-2 network id',
})

/** A recent wallet: an id plus whatever wallet fields the caller keeps (name, image_id, links…). */
export const recentWalletSchema = z.looseObject({ id })

/** SPEC.md §3 persisted values, one schema per key. */
export const storageSchemas = {
  emailLoginUsed: z.boolean(),
  email: z.email().check(z.maxLength(254)),
  socialUsername: id,
  /** Epoch milliseconds of the last email login, for the 30 s resend rule. */
  lastEmailLoginTime: z.int().check(z.nonnegative()),
  lastUsedChain: chainIdSchema,
  smartAccountEnabledNetworks: z.array(z.int().check(z.positive())),
  connectionStatus: z.enum(['disconnected', 'connecting', 'connected']),
  connectedNamespaces: z.array(
    z.custom<ChainNamespace>(isChainNamespace, { message: 'Expected a known chain namespace' }),
  ),
  recentWallets: z.array(recentWalletSchema),
} as const

/** Values kept once per namespace, stored under `<name>:<namespace>`. */
export const namespacedStorageSchemas = {
  activeNetwork: caipNetworkIdSchema,
  connectedConnector: id,
  /** The connected address, so a page (and a server reading the cookie) shows the account while it restores. */
  connectedAddress: id,
} as const

type Schemas = typeof storageSchemas
type NamespacedSchemas = typeof namespacedStorageSchemas

export type StorageKey = keyof Schemas | `${keyof NamespacedSchemas}:${ChainNamespace}`

export type StorageValue<key extends StorageKey> = key extends keyof Schemas
  ? z.output<Schemas[key]>
  : key extends `${infer name extends keyof NamespacedSchemas}:${ChainNamespace}`
    ? z.output<NamespacedSchemas[name]>
    : never

/** A namespaced key's schema: the activeNetwork's must be a network of that namespace. */
function namespacedSchema(name: keyof NamespacedSchemas, namespace: string): z.ZodMiniType {
  if (name !== 'activeNetwork') return namespacedStorageSchemas[name]
  return namespacedStorageSchemas.activeNetwork.check(
    z.refine((value) => value.startsWith(`${namespace}:`), {
      message: `Expected a network of the ${namespace} namespace`,
    }),
  )
}

const schemasByKey = new Map<string, z.ZodMiniType>([
  ...Object.entries(storageSchemas),
  ...chainNamespaces.flatMap((namespace) =>
    (Object.keys(namespacedStorageSchemas) as (keyof NamespacedSchemas)[]).map(
      (name) => [`${name}:${namespace}`, namespacedSchema(name, namespace)] as const,
    ),
  ),
])

/** Stored lists: at most this many entries, the first of each key kept. */
const listLimits: Record<string, [max: number, keyOf?: (entry: never) => unknown]> = {
  recentWallets: [recentWalletsMax, (wallet: { id: string }) => wallet.id],
  connectedNamespaces: [64],
  smartAccountEnabledNetworks: [1000],
}

/**
 * A parsed value made canonical, on read and on write: another tab, an older version or a hand-edited value may have
 * left duplicates in a list, or more entries than Foyer keeps.
 */
export function normalizeStorageValue<value>(key: string, value: value): value {
  const limit = listLimits[key]
  if (!limit || !Array.isArray(value)) return value
  const [max, keyOf = (entry: unknown) => entry] = limit as [number, ((entry: unknown) => unknown)?]
  const seen = new Set<unknown>()
  return value.filter((entry: unknown) => {
    const entryKey = keyOf(entry)
    if (seen.has(entryKey) || seen.size === max) return false
    seen.add(entryKey)
    return true
  }) as value
}

/** The schema of a known key (namespaced ones check the namespace too), or undefined. */
export function getStorageSchema(key: string): z.ZodMiniType | undefined {
  const known = schemasByKey.get(key)
  if (known) return known
  // A namespace an adapter registered after this module loaded.
  const [name = '', namespace, ...rest] = key.split(':')
  if (rest.length || !isChainNamespace(namespace) || !Object.hasOwn(namespacedStorageSchemas, name))
    return undefined
  const schema = namespacedSchema(name as keyof NamespacedSchemas, namespace)
  schemasByKey.set(key, schema)
  return schema
}

/** Every key `createStorage` knows, in a stable order. */
export const storageKeys = [...schemasByKey.keys()] as readonly StorageKey[]
