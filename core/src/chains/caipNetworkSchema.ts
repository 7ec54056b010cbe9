import * as z from 'zod/mini'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespaces.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { isEvmAddress } from '../validation/isEvmAddress.js'
import { safeUrlSchema } from '../validation/safeUrlSchema.js'
import { configureZod } from '../zodConfig.js'
import { toCaipNetwork } from './toCaipNetwork.js'

configureZod()

const name = z.string().check(z.minLength(1), z.maxLength(256))

// The cast keeps the narrowing classic zod's `.refine` gave a type guard: the output is a CaipNetworkId.
const caipNetworkIdSchema = z.string().check(
  z.refine(isCaipNetworkId, {
    message: 'Expected a CAIP-2 id "<namespace>:<reference>" with a known namespace',
  }),
) as z.ZodMiniType<CaipNetworkId, string>

// A built-in namespace or one an installed adapter registered.
const chainNamespaceSchema = z.string().check(
  z.refine(isChainNamespace, {
    message: "Expected a known chain namespace (built in, or an installed adapter's)",
  }),
) as z.ZodMiniType<ChainNamespace, string>

const rpcUrlsSchema = z.object({
  http: z
    .array(safeUrlSchema('http'))
    .check(z.minLength(1, { message: 'Expected at least one RPC URL' }), z.maxLength(64)),
  webSocket: z.optional(z.array(safeUrlSchema('webSocket')).check(z.maxLength(64))),
})

const blockExplorerSchema = z.object({
  name,
  url: safeUrlSchema('link'),
  apiUrl: z.optional(safeUrlSchema('http')),
})

const contractSchema = z.looseObject({
  address: z.string().check(z.refine(isEvmAddress, { message: 'Expected a 0x-prefixed EVM address' })),
  blockCreated: z.optional(z.int().check(z.nonnegative())),
})

const caipNetworkObjectSchema = z
  .looseObject({
    id: z.union([z.int().check(z.nonnegative()), name]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: chainNamespaceSchema,
    name,
    network: z.optional(z.string().check(z.maxLength(256))),
    nativeCurrency: z.object({
      name,
      symbol: name,
      decimals: z.int().check(z.gte(0), z.lte(255)),
    }),
    rpcUrls: z.catchall(z.object({ default: rpcUrlsSchema }), rpcUrlsSchema),
    blockExplorers: z.optional(z.catchall(z.object({ default: blockExplorerSchema }), blockExplorerSchema)),
    contracts: z.optional(z.looseObject({ multicall3: z.optional(contractSchema) })),
    testnet: z.optional(z.boolean()),
    sourceId: z.optional(z.int()),
    deprecatedCaipNetworkId: z.optional(caipNetworkIdSchema),
    assets: z.optional(z.object({ imageId: z.optional(name), imageUrl: z.optional(safeUrlSchema('image')) })),
  })
  .check(
    z.superRefine((network, context) => {
      const [namespace, reference] = network.caipNetworkId.split(':')
      if (namespace !== network.chainNamespace) {
        context.addIssue({
          code: 'custom',
          path: ['caipNetworkId'],
          message: `Expected the namespace "${network.chainNamespace}" of chainNamespace, got "${namespace}"`,
        })
      }
      if (reference !== String(network.id)) {
        context.addIssue({
          code: 'custom',
          path: ['caipNetworkId'],
          message: `Expected the reference to equal id "${network.id}", got "${reference}"`,
        })
      }
      if (network.chainNamespace === 'eip155' && typeof network.id !== 'number') {
        context.addIssue({ code: 'custom', path: ['id'], message: 'Expected a number for an eip155 network' })
      }
      const deprecatedNamespace = network.deprecatedCaipNetworkId?.split(':')[0]
      if (deprecatedNamespace !== undefined && deprecatedNamespace !== network.chainNamespace) {
        context.addIssue({
          code: 'custom',
          path: ['deprecatedCaipNetworkId'],
          message: `Expected the namespace "${network.chainNamespace}", got "${deprecatedNamespace}"`,
        })
      }
    }),
  )

/**
 * Validates a host-supplied network. Unknown fields are kept (a viem chain with formatters passes), and
 * `caipNetworkId` must agree with `chainNamespace` and `id`. A plain viem chain is taken as an EVM network.
 */
export const caipNetworkSchema = z.pipe(z.transform(toCaipNetwork), caipNetworkObjectSchema)
