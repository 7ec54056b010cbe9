import * as z from 'zod/mini'
import { type ChainNamespace, chainNamespaces } from '../caip/chainNamespaces.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { configureZod } from '../zodConfig.js'

configureZod()

const chainIdSchema = z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))])

const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, {
  message: 'Expected a CAIP-2 network id',
})

/** A recent wallet: an id plus whatever wallet fields the caller keeps (name, image_id, links…). */
export const recentWalletSchema = z.looseObject({ id: z.string().check(z.minLength(1)) })

/** SPEC.md §3 persisted values, one schema per key. */
export const storageSchemas = {
  emailLoginUsed: z.boolean(),
  email: z.email(),
  socialUsername: z.string().check(z.minLength(1)),
  /** Epoch milliseconds of the last email login, for the 30 s resend rule. */
  lastEmailLoginTime: z.int().check(z.nonnegative()),
  lastUsedChain: chainIdSchema,
  smartAccountEnabledNetworks: z.array(z.int().check(z.positive())),
  connectionStatus: z.enum(['disconnected', 'connecting', 'connected']),
  connectedNamespaces: z.array(z.enum(chainNamespaces)),
  recentWallets: z.array(recentWalletSchema),
} as const

/** Values kept once per namespace, stored under `<name>:<namespace>`. */
export const namespacedStorageSchemas = {
  activeNetwork: caipNetworkIdSchema,
  connectedConnector: z.string().check(z.minLength(1)),
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
