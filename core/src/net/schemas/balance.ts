import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { DecimalStringSchema } from './common.js'

configureZod()

export const BalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 id. */
  chainId: z.string(),
  /** CAIP-10 address of the token contract; absent for the native token. */
  address: z.optional(z.string()),
  /** USD value of the holding. */
  value: z.optional(z.number()),
  /** USD price of one token. */
  price: z.number(),
  quantity: z.object({
    decimals: z.string().check(z.regex(/^\d+$/, 'Expected a whole number as a string')),
    numeric: DecimalStringSchema,
  }),
  iconUrl: z.string(),
})
export type Balance = z.infer<typeof BalanceSchema>

/** `GET /v1/account/{address}/balance` */
export const BalanceResponseSchema = z.object({ balances: z.array(BalanceSchema) })
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>
