import * as z from 'zod/mini'

/**
 * The send plugin's event for a transaction it sent (`send:pending`); the Activity tab shows it as pending until mined.
 * Any plugin may emit an event of this shape under its own name; `activity` listens to `send`.
 */
export const PendingEventSchema = z.object({
  hash: z.string(),
  chainId: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
})
