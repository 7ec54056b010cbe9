import type { EmbeddedWalletUser } from '@foyer/core'
import type { FrameUser } from '../frame/frameEvents.js'

/** The frame's user as the kernel's account keeps it (SPEC §3: `email` is `{ email }` when present). */
export function toEmbeddedWalletUser(user: FrameUser): EmbeddedWalletUser {
  return { ...user, email: user.email ? { email: user.email } : null, userName: user.userName ?? undefined }
}
