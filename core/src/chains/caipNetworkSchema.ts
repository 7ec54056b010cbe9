import * as z from 'zod'
import { chainNamespaces } from '../caip/chainNamespaces.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { isEvmAddress } from '../validation/isEvmAddress.js'
import { enableJitlessZod } from '../zodConfig.js'

enableJitlessZod()

const caipNetworkIdSchema = z.string().refine(isCaipNetworkId, {
  message: 'Expected a CAIP-2 id "<namespace>:<reference>" with a known namespace',
})

const rpcUrlsSchema = z.object({
  http: z.array(z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' })).min(1, {
    message: 'Expected at least one RPC URL',
  }),
  webSocket: z.array(z.url({ protocol: /^wss?$/, message: 'Expected a ws(s) URL' })).optional(),
})

const blockExplorerSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
  apiUrl: z.url().optional(),
})

const contractSchema = z.looseObject({
  address: z.string().refine(isEvmAddress, { message: 'Expected a 0x-prefixed EVM address' }),
  blockCreated: z.number().int().nonnegative().optional(),
})

/**
 * Validates a host-supplied network. Unknown fields are kept (a viem chain with formatters passes), and
 * `caipNetworkId` must agree with `chainNamespace` and `id`.
 */
export const caipNetworkSchema = z
  .looseObject({
    id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: z.enum(chainNamespaces),
    name: z.string().min(1),
    network: z.string().optional(),
    nativeCurrency: z.object({
      name: z.string().min(1),
      symbol: z.string().min(1),
      decimals: z.number().int().min(0).max(255),
    }),
    rpcUrls: z.object({ default: rpcUrlsSchema }).catchall(rpcUrlsSchema),
    blockExplorers: z.object({ default: blockExplorerSchema }).catchall(blockExplorerSchema).optional(),
    contracts: z.looseObject({ multicall3: contractSchema.optional() }).optional(),
    testnet: z.boolean().optional(),
    sourceId: z.number().int().optional(),
    deprecatedCaipNetworkId: caipNetworkIdSchema.optional(),
    assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
  })
  .superRefine((network, context) => {
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
  })
