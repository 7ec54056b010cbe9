import * as z from 'zod'
import { enableJitlessZod } from '../../zodConfig.js'

enableJitlessZod()

/** `GET /v1/identity/{address}` */
export const IdentitySchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type Identity = z.infer<typeof IdentitySchema>
