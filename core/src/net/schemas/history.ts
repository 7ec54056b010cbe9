import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { DecimalStringSchema } from './common.js'

configureZod()

export const TransactionMetadataSchema = z.object({
  operationType: z.string(),
  hash: z.optional(z.string()),
  /** ISO 8601 date. */
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: z.enum(['confirmed', 'failed', 'pending']),
  nonce: z.optional(z.int().check(z.nonnegative())),
  /** CAIP-2 id of the chain the transaction ran on. */
  chain: z.optional(z.string()),
  application: z.optional(z.object({ name: z.nullable(z.string()), icon_url: z.nullable(z.string()) })),
})
export type TransactionMetadata = z.infer<typeof TransactionMetadataSchema>

export const FungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.optional(z.object({ url: z.string() })),
})
export type FungibleInfo = z.infer<typeof FungibleInfoSchema>

export const NftInfoSchema = z.object({
  name: z.string(),
  content: z.object({
    preview: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })),
    detail: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })),
  }),
  flags: z.object({ is_spam: z.boolean() }),
})
export type NftInfo = z.infer<typeof NftInfoSchema>

export const TransferSchema = z
  .object({
    fungible_info: z.optional(FungibleInfoSchema),
    nft_info: z.optional(NftInfoSchema),
    direction: z.enum(['in', 'out', 'self']),
    /** Who the value moved from and to (a token transfer's parties, not the contract the transaction called). */
    sender: z.optional(z.string()),
    recipient: z.optional(z.string()),
    quantity: z.object({ numeric: DecimalStringSchema }),
    /** USD value of the transfer when known. */
    value: z.optional(z.number()),
    price: z.optional(z.number()),
  })
  .check(
    z.refine((transfer) => transfer.fungible_info !== undefined || transfer.nft_info !== undefined, {
      message: 'A transfer carries fungible_info or nft_info',
    }),
  )
export type Transfer = z.infer<typeof TransferSchema>

export const TransactionSchema = z.object({
  id: z.string(),
  metadata: TransactionMetadataSchema,
  transfers: z.array(TransferSchema),
})
export type Transaction = z.infer<typeof TransactionSchema>

/** `GET /v1/account/{account}/history`; `next` is the cursor of the following page. */
export const HistoryResponseSchema = z.object({
  data: z.array(TransactionSchema),
  next: z.nullable(z.string()),
})
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>
