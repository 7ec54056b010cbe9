import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** One wallet of the Wallet API registry (SPEC.md §3). */
export const WalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.string(),
  rdns: z.nullable(z.string()),
  mobile_link: z.nullable(z.string()),
  desktop_link: z.nullable(z.string()),
  webapp_link: z.nullable(z.string()),
  homepage: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  badge_type: z.optional(z.enum(['none', 'certified'])),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  chrome_store: z.optional(z.nullable(z.string())),
  injected: z.optional(z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() })))),
})
export type Wallet = z.infer<typeof WalletSchema>

/** `GET /getWallets` */
export const GetWalletsResponseSchema = z.object({
  data: z.array(WalletSchema),
  count: z.int().check(z.nonnegative()),
})
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>
