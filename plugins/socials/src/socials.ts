import { type FoyerPlugin, slotViewIds, ValidationError } from '@foyer/core'
import * as z from 'zod/mini'
import type { FrameUser } from './frame/frameEvents.js'

export type SocialsState = {
  /** The secure frame's page (on another origin than the app's). */
  frameUrl: string
  /** The embedded-wallet user once signed in through the frame. */
  user: FrameUser | undefined
}

export type SocialsPlugin = FoyerPlugin<SocialsState> & {
  name: 'socials'
  feature: 'email'
  views: readonly [{ id: typeof slotViewIds.connectEmail; title: 'Email' }]
}

const optionsSchema = z.object({
  frameUrl: z.url({ protocol: /^https?$/, error: 'Expected the frame page URL' }),
})

/**
 * Email login into the embedded wallet, headless: fills the Connect view's email section (while `features.email` is
 * on) and keeps the signed-in user in its slice. Its React view, which loads the frame, is in
 * `@foyer/plugin-socials/react`.
 */
export function socials(options: { frameUrl: string }): SocialsPlugin {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) throw new ValidationError({ subject: 'socials options', error: parsed.error })
  const { frameUrl } = parsed.data
  return {
    name: 'socials',
    feature: 'email',
    views: [{ id: slotViewIds.connectEmail, title: 'Email' }],
    state: () => ({ frameUrl, user: undefined }),
  }
}
