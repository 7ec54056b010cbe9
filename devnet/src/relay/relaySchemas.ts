import * as z from 'zod'

const topic = z.string().min(1).max(256)
const message = z.string().min(1)
/** Seconds, as the client sends it. */
const ttl = z.number().int().positive()

/**
 * The most topics (or messages) one batch method takes: the WalletConnect core client splits its batch subscribes
 * at this size (`batchSubscribeTopicsLimit`), so it never sends more.
 */
export const maxBatchSize = 500
const batchOf = <Item extends z.ZodType>(item: Item) =>
  z.array(item).max(maxBatchSize, `Expected at most ${maxBatchSize} entries in one batch`)

export const jsonRpcIdSchema = z.union([z.string(), z.number()])

export const relayRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema,
  method: z.string().min(1),
  params: z.unknown().optional(),
})

/** A client's answer to a relay push (`irn_subscription`): `result: true`, or an error. */
export const relayResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0').optional(), id: jsonRpcIdSchema, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0').optional(), id: jsonRpcIdSchema, error: z.unknown() }),
])

export const publishParamsSchema = z.object({
  topic,
  message,
  ttl: ttl.optional(),
  tag: z.number().int().nonnegative().optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
})
export type PublishParams = z.infer<typeof publishParamsSchema>

export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: batchOf(topic) }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: batchOf(z.object({ topic, id: z.string().optional() })),
  }),
  irn_publish: publishParamsSchema,
  irn_batchPublish: z.object({ messages: batchOf(publishParamsSchema) }),
  irn_batchFetchMessages: z.object({ topics: batchOf(topic) }),
  // Sign 2.21+: the dapp's proposal goes out on the pairing topic through the relay.
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: ttl.optional(),
    attestation: z.string().optional(),
  }),
  // Sign 2.21+: the wallet's proposal answer (pairing topic) and session settlement (session topic) in one.
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
  }),
}
export type RelayMethod = keyof typeof relayParamsSchemas
export type RelayParams<M extends RelayMethod> = z.infer<(typeof relayParamsSchemas)[M]>
