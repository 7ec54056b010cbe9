import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { DecimalStringSchema, HexStringSchema } from './common.js'

configureZod()

export const SwapQuoteSchema = z.object({
  fromAmount: DecimalStringSchema,
  fromAccount: z.string(),
  toAmount: DecimalStringSchema,
  toAccount: z.string(),
})
export type SwapQuote = z.infer<typeof SwapQuoteSchema>

/** `GET /v1/convert/quotes` */
export const SwapQuotesResponseSchema = z.object({ quotes: z.array(SwapQuoteSchema) })
export type SwapQuotesResponse = z.infer<typeof SwapQuotesResponseSchema>

export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 address of the token. */
  address: z.string(),
  decimals: z.int().check(z.nonnegative()),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})
export type SwapToken = z.infer<typeof SwapTokenSchema>

/** `GET /v1/convert/tokens` */
export const SwapTokensResponseSchema = z.object({ tokens: z.array(SwapTokenSchema) })
export type SwapTokensResponse = z.infer<typeof SwapTokensResponseSchema>

/** `GET /v1/convert/allowance`: in the token's smallest units. */
export const SwapAllowanceSchema = z.object({ allowance: DecimalStringSchema })
export type SwapAllowance = z.infer<typeof SwapAllowanceSchema>

/** `GET /v1/convert/gas-price`: in the chain's smallest unit (wei, lamports). */
export const GasPriceSchema = z.object({
  standard: DecimalStringSchema,
  fast: DecimalStringSchema,
  instant: DecimalStringSchema,
})
export type GasPrice = z.infer<typeof GasPriceSchema>

/** The body of `POST /v1/convert/build-transaction`. */
export const BuildSwapTransactionRequestSchema = z.object({
  amount: DecimalStringSchema,
  /** Percent, for example "1" for 1%. */
  slippage: DecimalStringSchema,
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  userAddress: z.string().check(z.minLength(1)),
})
export type BuildSwapTransactionRequest = z.infer<typeof BuildSwapTransactionRequestSchema>

/** `POST /v1/convert/build-transaction` */
export const BuildSwapTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.optional(z.string()),
    to: z.string(),
    data: HexStringSchema,
    value: DecimalStringSchema,
    eip155: z.object({ gas: DecimalStringSchema, gasPrice: DecimalStringSchema }),
  }),
})
export type BuildSwapTransactionResponse = z.infer<typeof BuildSwapTransactionResponseSchema>

/** `GET /v1/convert/build-approve` */
export const BuildApproveTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: HexStringSchema,
    value: DecimalStringSchema,
    eip155: z.object({ gasPrice: DecimalStringSchema }),
  }),
})
export type BuildApproveTransactionResponse = z.infer<typeof BuildApproveTransactionResponseSchema>
