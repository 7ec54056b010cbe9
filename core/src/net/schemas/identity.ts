import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** `GET /v1/identity/{address}` */
export const IdentitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type Identity = z.infer<typeof IdentitySchema>
