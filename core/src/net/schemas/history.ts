import * as z from 'zod'
import { enableJitlessZod } from '../../zodConfig.js'
import { DecimalStringSchema } from './common.js'

enableJitlessZod()

export const TransactionMetadataSchema = z.object({
  operationType: z.string(),
  hash: z.string().optional(),
  /** ISO 8601 date. */
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: z.enum(['confirmed', 'failed', 'pending']),
  nonce: z.number().int().nonnegative().optional(),
  /** CAIP-2 id of the chain the transaction ran on. */
  chain: z.string().optional(),
  application: z.object({ name: z.string().nullable(), icon_url: z.string().nullable() }).optional(),
})
export type TransactionMetadata = z.infer<typeof TransactionMetadataSchema>

export const FungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }).optional(),
})
export type FungibleInfo = z.infer<typeof FungibleInfoSchema>

export const NftInfoSchema = z.object({
  name: z.string(),
  content: z.object({
    preview: z.object({ url: z.string(), content_type: z.string().optional() }).optional(),
    detail: z.object({ url: z.string(), content_type: z.string().optional() }).optional(),
  }),
  flags: z.object({ is_spam: z.boolean() }),
})
export type NftInfo = z.infer<typeof NftInfoSchema>

export const TransferSchema = z
  .object({
    fungible_info: FungibleInfoSchema.optional(),
    nft_info: NftInfoSchema.optional(),
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.object({ numeric: DecimalStringSchema }),
    /** USD value of the transfer when known. */
    value: z.number().optional(),
    price: z.number().optional(),
  })
  .refine((transfer) => transfer.fungible_info !== undefined || transfer.nft_info !== undefined, {
    message: 'A transfer carries fungible_info or nft_info',
  })
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
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>
