import * as z from 'zod/mini'
import { type ChainNamespace, chainNamespaces } from '../caip/chainNamespaces.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { recentWalletsMax } from '../constants/limits.js'
import { configureZod } from '../zodConfig.js'

configureZod()

const id = z.string().check(z.minLength(1), z.maxLength(256))
const chainIdSchema = z.union([z.int().check(z.nonnegative()), id])

/**
 * A stored list, normalised on read and write: the first entry of each key kept, at most `max` entries. Another tab,
 * an older version or a hand-edited value may have left duplicates or more than Foyer keeps.
 */
function uniqueList<item extends z.core.$ZodType>(
  item: item,
  max: number,
  keyOf: (value: z.output<item>) => unknown = (value) => value,
) {
  return z.pipe(
    z.array(item),
    z.transform((values: z.output<item>[]) => {
      const seen = new Set<unknown>()
      const kept: z.output<item>[] = []
      for (const value of values) {
        const key = keyOf(value)
        if (seen.has(key)) continue
        seen.add(key)
        kept.push(value)
        if (kept.length === max) break
      }
      return kept
    }),
  )
}

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
  smartAccountEnabledNetworks: uniqueList(z.int().check(z.positive()), 1000),
  connectionStatus: z.enum(['disconnected', 'connecting', 'connected']),
  connectedNamespaces: uniqueList(z.enum(chainNamespaces), chainNamespaces.length),
  recentWallets: uniqueList(recentWalletSchema, recentWalletsMax, (wallet) => wallet.id),
} as const

/** Values kept once per namespace, stored under `<name>:<namespace>`. */
export const namespacedStorageSchemas = {
  activeNetwork: caipNetworkIdSchema,
  connectedConnector: id,
} as const

type Schemas = typeof storageSchemas
type NamespacedSchemas = typeof namespacedStorageSchemas

export type StorageKey = keyof Schemas | `${keyof NamespacedSchemas}:${ChainNamespace}`

export type StorageValue<key extends StorageKey> = key extends keyof Schemas
  ? z.output<Schemas[key]>
  : key extends `${infer name extends keyof NamespacedSchemas}:${ChainNamespace}`
    ? z.output<NamespacedSchemas[name]>
    : never

const schemasByKey = new Map<string, z.ZodMiniType>([
  ...Object.entries(storageSchemas),
  ...chainNamespaces.flatMap((namespace) => [
    [
      `activeNetwork:${namespace}`,
      namespacedStorageSchemas.activeNetwork.check(
        z.refine((value) => value.startsWith(`${namespace}:`), {
          message: `Expected a network of the ${namespace} namespace`,
        }),
      ),
    ] as const,
    [`connectedConnector:${namespace}`, namespacedStorageSchemas.connectedConnector] as const,
  ]),
])

/** The schema of a known key (namespaced ones check the namespace too), or undefined. */
export function getStorageSchema(key: string): z.ZodMiniType | undefined {
  return schemasByKey.get(key)
}

/** Every key `createStorage` knows, in a stable order. */
export const storageKeys = [...schemasByKey.keys()] as readonly StorageKey[]
