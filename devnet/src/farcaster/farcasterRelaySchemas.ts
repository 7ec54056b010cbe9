import type { Hex } from 'viem'
import * as z from 'zod'

const dateTime = z.iso.datetime({ offset: true })

/** `POST /v1/channel`: the sign-in request an app opens, as Farcaster's relay takes it. */
export const createChannelBodySchema = z.strictObject({
  siweUri: z.url().max(2048),
  domain: z
    .string()
    .max(253)
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'expected a host with an optional port'),
  // Stricter than Farcaster's relay: a nonce SIWE (EIP-4361) refuses would fail only later, in the Farcaster app.
  nonce: z
    .string()
    .max(128)
    .regex(/^[a-zA-Z0-9]{8,}$/, 'expected at least 8 letters or digits')
    .optional(),
  notBefore: dateTime.optional(),
  expirationTime: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.string().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

export type CreateChannelBody = z.infer<typeof createChannelBodySchema>

/** `POST /v1/channel/authenticate`: what the Farcaster app reports once the user signed. */
export const authenticateBodySchema = z.strictObject({
  message: z.string().min(1).max(8192),
  signature: z
    .string()
    .regex(
      /^0x[a-fA-F0-9]{130}$/,
      'expected a 65-byte 0x-prefixed hex signature',
    ) as unknown as z.ZodType<Hex>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/, 'expected a Farcaster username')
    .optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: z.union([z.url().max(16_384), z.literal('')]).optional(),
})

export type AuthenticateBody = z.infer<typeof authenticateBodySchema>

/** `POST /~/siwf/approve`: the dev Farcaster app's sign-in form. */
export const approveFormSchema = z.object({
  channelToken: z.string().min(1).max(128),
  fid: z.coerce.number().int().positive(),
})
