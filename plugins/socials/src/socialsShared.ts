import type { EmbeddedWalletUser } from '@foyer/core/eager'
import type { lazyEmbeddedWallets } from './embedded/lazyEmbeddedWallets.js'
import type { FrameUser } from './frame/frameEvents.js'

// What the plugin's setup and its lazy code both use, apart from the plugin itself: the plugin's module then stays in
// the page's first chunk instead of a chunk of its own shared with the lazy code.

/**
 * The view that shows the frame's approval page for a signing request (router data `{ approvalId }`): the user
 * approves in the frame, on its own origin, and the kernel's own approval view is skipped (`approvesInOwnUi`).
 */
export const approveInFrameView = 'ApproveInFrame'

/** The embedded wallet's connector (AppKit's id for it). */
export const embeddedConnectorId = 'ID_AUTH'

/** Each set-up plugin's embedded wallets (the account-type switch tells the EVM one its new address). */
export const embeddedWallets = new WeakMap<object, ReturnType<typeof lazyEmbeddedWallets>>()

/** The frame's user as the kernel's account keeps it (SPEC §3: `email` is `{ email }` when present). */
export function toEmbeddedWalletUser(user: FrameUser): EmbeddedWalletUser {
  return { ...user, email: user.email ? { email: user.email } : null, userName: user.userName ?? undefined }
}
