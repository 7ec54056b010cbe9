import * as z from 'zod'

/** `GET /v1/identity/{address}` */
export const IdentitySchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type Identity = z.infer<typeof IdentitySchema>
