import { type FoyerPlugin, type PluginContext, slotViewIds, ValidationError } from '@foyer/core/eager'
import * as z from 'zod/mini'
import { lazyEmbeddedWallets } from './embedded/lazyEmbeddedWallets.js'
import type { FrameUser } from './frame/frameEvents.js'
import {
  approveInFrameView,
  embeddedConnectorId,
  embeddedWallets,
  toEmbeddedWalletUser,
} from './socialsShared.js'

export type SocialsState = {
  /** The secure frame's page (on another origin than the app's). */
  frameUrl: string
  /** The embedded-wallet user once signed in through the frame. */
  user: FrameUser | undefined
}

/** The local storage keys of SPEC §3 (under the plugin's prefix). */
const storage = {
  emailLoginUsed: z.boolean(),
  email: z.string().check(z.maxLength(254)),
  socialUsername: z.string().check(z.maxLength(100)),
  connectedSocial: z.string().check(z.maxLength(32)),
  lastEmailLoginTime: z.number(),
  lastUsedChain: z.string().check(z.maxLength(64)),
  preferredAccountType: z.enum(['eoa', 'smartAccount']),
  smartAccountEnabledNetworks: z.array(z.int().check(z.positive())).check(z.maxLength(1000)),
}
type Storage = typeof storage

export type SocialsPlugin = FoyerPlugin<SocialsState, Record<never, never>, Storage> & {
  name: 'socials'
  views: readonly [
    { id: typeof slotViewIds.connectEmail; title: 'Email'; feature: 'email' },
    { id: typeof slotViewIds.connectSocial; title: 'Social login' },
    { id: 'EmbeddedWallet'; title: 'Your wallet' },
    { id: 'UpdateEmail'; title: 'Update email' },
    { id: 'ConnectingFarcaster'; title: 'Farcaster' },
    { id: typeof approveInFrameView; title: 'Approve request' },
  ]
}

export type SocialsContext = PluginContext<SocialsState, Record<never, never>, Storage>

// A pattern, not z.url: the first load then carries no URL parser (the frame's address is checked again on use).
const optionsSchema = z.object({
  frameUrl: z.string().check(z.regex(/^https?:\/\/[^\s/?#]+(\/\S*)?$/, 'Expected the frame page URL')),
})

/**
 * Email and social login into the embedded wallet, headless: fills the Connect view's email section (while
 * `features.email` is on) and its social section (the socials in `features.socials`), keeps the signed-in user in its
 * slice, and brings the embedded wallet to the kernel as the connector `ID_AUTH` in eip155 and Solana, whose wallets
 * talk to the secure frame (loaded only once a login is started or restored). Its views are in
 * `@foyer/plugin-socials/react`.
 */
export function socials(options: { frameUrl: string }): SocialsPlugin {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) throw new ValidationError({ subject: 'socials options', error: parsed.error })
  const { frameUrl } = parsed.data
  return {
    name: 'socials',
    // Not tied to one feature flag: `features.email: false` leaves social login on (only the email view goes).
    // The embedded wallet holds EVM and Solana accounts only.
    namespaces: ['eip155', 'solana'],
    views: [
      { id: slotViewIds.connectEmail, title: 'Email', feature: 'email' },
      { id: slotViewIds.connectSocial, title: 'Social login' },
      { id: 'EmbeddedWallet', title: 'Your wallet' },
      { id: 'UpdateEmail', title: 'Update email' },
      { id: 'ConnectingFarcaster', title: 'Farcaster' },
      { id: approveInFrameView, title: 'Approve request' },
    ],
    accountEntry: {
      id: 'embeddedWallet',
      title: 'Your wallet',
      view: 'EmbeddedWallet',
      connectors: [embeddedConnectorId],
    },
    storage,
    state: () => ({ frameUrl, user: undefined }),
    setup(context) {
      const showUser = () => {
        const { user } = context.getState()
        if (user) context.setEmbeddedUser({ namespace: 'eip155', user: toEmbeddedWalletUser(user) })
      }
      // What the wallet asks of the plugin (login cache, frame, approvals) loads with the wallet's own code.
      const wallets = lazyEmbeddedWallets(() =>
        import('./embedded/embeddedWalletOptions.js').then(({ embeddedWalletOptions }) =>
          embeddedWalletOptions(context, showUser),
        ),
      )
      embeddedWallets.set(context, wallets)
      context.provideWallet({
        connector: { id: embeddedConnectorId, type: 'AUTH', name: 'Email', namespace: 'eip155' },
        provider: wallets.evm,
        approvesInOwnUi: true,
      })
      context.provideWallet({
        connector: { id: embeddedConnectorId, type: 'AUTH', name: 'Email', namespace: 'solana' },
        provider: wallets.solana,
        approvesInOwnUi: true,
      })
      // Back from a social login in redirect mode: read `result_uri`, take it out of the address bar, finish.
      const resultUri = globalThis.location && new URLSearchParams(location.search).get('result_uri')
      if (resultUri) {
        void import('./embedded/finishSocialRedirect.js').then(({ finishSocialRedirect }) =>
          finishSocialRedirect(context, resultUri),
        )
      }
      const stop = context.events.on('connect', ({ connectorId }) => {
        if (connectorId === embeddedConnectorId) showUser()
      })
      return stop
    },
  }
}
