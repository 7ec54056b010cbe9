import * as z from 'zod/mini'
import { toWalletLink } from '../../validation/toWalletLink.js'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** A registry wallet link: kept only when `toWalletLink` takes it (https or `name://`, no OS handler), else null. */
const walletLink = z.pipe(
  z.nullable(z.string()),
  z.transform((link: string | null) => (link === null ? null : (toWalletLink(link) ?? null))),
)

/** One wallet of the Wallet API registry (SPEC.md §3). */
export const WalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.string(),
  rdns: z.nullable(z.string()),
  mobile_link: walletLink,
  desktop_link: walletLink,
  webapp_link: walletLink,
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
