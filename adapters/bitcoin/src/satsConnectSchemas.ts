import { configureZod } from '@foyer/core/eager'
import * as z from 'zod/mini'

configureZod()

const addressSchema = z.looseObject({
  address: z.string().check(z.minLength(1)),
  publicKey: z.optional(z.string()),
  purpose: z.string(),
  addressType: z.optional(z.string()),
})

/** What sats-connect's `request` resolves with: the wallet's result, or its JSON-RPC error. */
export const satsConnectResponseSchema = z.union([
  z.looseObject({ status: z.literal('success'), result: z.unknown() }),
  z.looseObject({
    status: z.literal('error'),
    error: z.looseObject({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
])

/** `wallet_connect` and `wallet_getAccount`. */
export const satsConnectAccountSchema = z.looseObject({ addresses: z.array(addressSchema) })
/** `getAddresses`. */
export const satsConnectAddressesSchema = z.looseObject({ addresses: z.array(addressSchema) })

export const satsConnectSignMessageSchema = z.looseObject({
  signature: z.string().check(z.minLength(1)),
  address: z.optional(z.string()),
  messageHash: z.optional(z.string()),
  protocol: z.optional(z.enum(['ECDSA', 'BIP322'])),
})

export const satsConnectSignPsbtSchema = z.looseObject({
  psbt: z.string().check(z.minLength(1)),
  txid: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
})

export const satsConnectSendTransferSchema = z.looseObject({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
})

/** The `accountChange` event's payload. */
export const satsConnectAccountChangeSchema = z.looseObject({ addresses: z.optional(z.array(addressSchema)) })
