import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** The body of `POST /v1/fungible/price`. */
export const FungiblePriceRequestSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  /** Fiat currency code, for example "usd". */
  currency: z.string().check(z.minLength(1)),
  /** CAIP-10 token addresses. */
  addresses: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
})
export type FungiblePriceRequest = z.infer<typeof FungiblePriceRequestSchema>

export const FungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
})
export type FungiblePrice = z.infer<typeof FungiblePriceSchema>

/** `POST /v1/fungible/price` */
export const FungiblePriceResponseSchema = z.object({ fungibles: z.array(FungiblePriceSchema) })
export type FungiblePriceResponse = z.infer<typeof FungiblePriceResponseSchema>
