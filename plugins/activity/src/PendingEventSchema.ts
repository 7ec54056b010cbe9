import * as z from 'zod/mini'

/**
 * The send plugin's event for a transaction it sent (`send:pendingTransaction`); the Activity tab shows it as pending until mined.
 * Any plugin may emit an event of this shape under its own name; `activity` listens to `send`.
 */
export const PendingEventSchema = z.object({
  hash: z.string(),
  /** The CAIP-2 network it was sent on (the send plugin's name for it). */
  caipNetworkId: z.optional(z.string()),
  /** The same, as older emitters named it. */
  chainId: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
})
