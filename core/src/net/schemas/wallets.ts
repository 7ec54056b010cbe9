import * as z from 'zod'
import { enableJitlessZod } from '../../zodConfig.js'

enableJitlessZod()

/** One wallet of the Wallet API registry (SPEC.md §3). */
export const WalletSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string(),
  rdns: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  homepage: z.string().nullable().optional(),
  chains: z.array(z.string()).optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
  app_store: z.string().nullable().optional(),
  play_store: z.string().nullable().optional(),
  chrome_store: z.string().nullable().optional(),
  injected: z
    .array(z.object({ namespace: z.string(), injected_id: z.string() }))
    .nullable()
    .optional(),
})
export type Wallet = z.infer<typeof WalletSchema>

/** `GET /getWallets` */
export const GetWalletsResponseSchema = z.object({
  data: z.array(WalletSchema),
  count: z.number().int().nonnegative(),
})
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>
