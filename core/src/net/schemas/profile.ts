import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { HexStringSchema } from './common.js'

configureZod()

/** A registered name: `GET /v1/profile/account/{name}`, and each entry of a reverse lookup. */
export const ProfileAccountSchema = z.object({
  name: z.string(),
  /** Unix seconds. */
  registered: z.number(),
  updated: z.number(),
  /** Keyed by coin type. */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.record(z.string(), z.string())),
})
export type ProfileAccount = z.infer<typeof ProfileAccountSchema>

/** `GET /v1/profile/reverse/{address}` */
export const ReverseLookupResponseSchema = z.array(ProfileAccountSchema)
export type ReverseLookupResponse = z.infer<typeof ReverseLookupResponseSchema>

/** `GET /v1/profile/suggestions/{name}` */
export const NameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestionsResponse = z.infer<typeof NameSuggestionsResponseSchema>

/** The body of `POST /v1/profile/account`. */
export const RegisterNameRequestSchema = z.object({
  /** ENSIP-11 coin type: the EVM chain id with the high bit set. */
  coin_type: z.int().check(z.nonnegative()),
  address: z.string().check(z.minLength(1)),
  /** The signed JSON message (name, attributes, timestamp). */
  message: z.string().check(z.minLength(1)),
  signature: HexStringSchema,
})
export type RegisterNameRequest = z.infer<typeof RegisterNameRequestSchema>
