import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'
import { HexStringSchema } from './common.js'

configureZod()

/** A smart-session permission grant. */
export const SessionSchema = z.object({
  /** Permission context id. */
  pci: z.string(),
  project: z.object({
    id: z.string(),
    name: z.string(),
    url: z.optional(z.string()),
    iconUrl: z.optional(z.string()),
  }),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: z.number(),
  revokedAt: z.optional(z.number()),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  policies: z.array(z.object({ type: z.string(), data: z.unknown() })),
  context: z.string(),
})
export type Session = z.infer<typeof SessionSchema>

/** `GET /v1/sessions/{id}` */
export const GetSessionResponseSchema = z.object({ pcis: z.array(SessionSchema) })
export type GetSessionResponse = z.infer<typeof GetSessionResponseSchema>

/** The body of `POST /v1/sessions/{id}/revoke`. */
export const RevokeSessionRequestSchema = z.object({
  pci: z.string().check(z.minLength(1)),
  signature: HexStringSchema,
})
export type RevokeSessionRequest = z.infer<typeof RevokeSessionRequestSchema>

/** `POST /v1/sessions/{id}/revoke` */
export const RevokeSessionResponseSchema = z.object({ success: z.boolean() })
export type RevokeSessionResponse = z.infer<typeof RevokeSessionResponseSchema>
