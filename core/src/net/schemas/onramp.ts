import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { DecimalStringSchema } from './common.js'

configureZod()

export const PaymentMethodLimitSchema = z.object({
  id: z.string(),
  min: DecimalStringSchema,
  max: DecimalStringSchema,
})
export type PaymentMethodLimit = z.infer<typeof PaymentMethodLimitSchema>

export const PaymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(PaymentMethodLimitSchema),
})
export type PaymentCurrency = z.infer<typeof PaymentCurrencySchema>

export const PurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})
export type PurchaseCurrency = z.infer<typeof PurchaseCurrencySchema>

/** `GET /v1/onramp/options` */
export const OnrampOptionsSchema = z.object({
  paymentCurrencies: z.array(PaymentCurrencySchema),
  purchaseCurrencies: z.array(PurchaseCurrencySchema),
})
export type OnrampOptions = z.infer<typeof OnrampOptionsSchema>

/** The body of `POST /v1/onramp/quote`. */
export const OnrampQuoteRequestSchema = z.object({
  purchaseCurrency: z.string().check(z.minLength(1)),
  paymentCurrency: z.string().check(z.minLength(1)),
  amount: DecimalStringSchema,
  network: z.string().check(z.minLength(1)),
  /** The provider quoting (the Foyer service's test providers: coinbase, meld). */
  provider: z.optional(z.enum(['coinbase', 'meld'])),
  country: z.optional(z.string()),
  subdivision: z.optional(z.string()),
})
export type OnrampQuoteRequest = z.infer<typeof OnrampQuoteRequestSchema>

export const OnrampMoneySchema = z.object({ amount: DecimalStringSchema, currency: z.string() })
export type OnrampMoney = z.infer<typeof OnrampMoneySchema>

/** `POST /v1/onramp/quote` */
export const OnrampQuoteSchema = z.object({
  quoteId: z.string(),
  paymentTotal: OnrampMoneySchema,
  paymentSubtotal: OnrampMoneySchema,
  purchaseAmount: OnrampMoneySchema,
  coinbaseFee: OnrampMoneySchema,
  networkFee: OnrampMoneySchema,
})
export type OnrampQuote = z.infer<typeof OnrampQuoteSchema>

/** The body of `POST /v1/generators/onrampurl`. */
export const OnrampUrlRequestSchema = z.object({
  provider: z.optional(z.enum(['coinbase', 'meld'])),
  destinationWallets: z
    .array(
      z.object({
        address: z.string().check(z.minLength(1)),
        blockchains: z.optional(z.array(z.string())),
        assets: z.optional(z.array(z.string())),
      }),
    )
    .check(z.minLength(1)),
  partnerUserId: z.string().check(z.minLength(1)),
  defaultNetwork: z.optional(z.string()),
  purchaseAmount: z.optional(z.number().check(z.positive())),
  paymentAmount: z.optional(z.number().check(z.positive())),
  paymentCurrency: z.optional(z.string()),
  purchaseCurrency: z.optional(z.string()),
})
export type OnrampUrlRequest = z.infer<typeof OnrampUrlRequestSchema>

/** `POST /v1/generators/onrampurl` */
export const OnrampUrlResponseSchema = z.object({ url: z.url() })
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>
