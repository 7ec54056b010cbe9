import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** `GET /v1/supported-chains`: CAIP-2 ids served over HTTP and over websockets. */
export const SupportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})
export type SupportedChains = z.infer<typeof SupportedChainsSchema>
