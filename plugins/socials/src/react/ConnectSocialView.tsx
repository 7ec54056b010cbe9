'use client'
import { BaseError } from '@foyer/core'
import { Button, usePluginContext, usePluginState } from '@foyer/react/ui'
import { useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { openFrame } from '../frame/openFrame.js'
import { type SocialProvider, socialProviders } from '../frame/socialProviders.js'
import type { SocialsPlugin } from '../socials.js'
import { checkFrameSentUrl } from './checkFrameSentUrl.js'
import { waitForSocialResult } from './waitForSocialResult.js'

const labels: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** Telegram's in-app browser (a mini-app), where popups do not work (AppKit checks the same globals). */
const isTelegram = () =>
  typeof window !== 'undefined' &&
  ['Telegram', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto'].some((name) => name in window)

const isSocialProvider = (value: string): value is SocialProvider =>
  (socialProviders as readonly string[]).includes(value)

/**
 * The Connect view's social section: one button per social the host lists (`features.socials`). The provider's page
 * opens in a popup; its result goes to the frame, which finishes the login (PKCE) and holds the wallet.
 */
export default function ConnectSocialView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { frameUrl } = usePluginState<SocialsPlugin>('socials')
  const [busy, setBusy] = useState<SocialProvider>()
  const [error, setError] = useState<string>()
  const listed = context.options.features.socials
  const socials = Array.isArray(listed) ? listed : []
  const providers = socials.filter(isSocialProvider)
  const farcaster = socials.includes('farcaster')

  async function signIn(provider: SocialProvider) {
    if (isTelegram()) return signInByRedirect(provider)
    // Opened in the click itself, or the browser blocks it; it learns its address once the frame gives it.
    const popup = window.open('', 'foyer-social-login', 'popup,width=500,height=640')
    if (!popup) {
      setError('Allow pop-ups for this site to sign in with a social account.')
      return
    }
    setBusy(provider)
    setError(undefined)
    try {
      const channel = await openFrame(context)
      const { uri } = await channel.request('GET_SOCIAL_REDIRECT_URI', { provider })
      popup.location.href = checkFrameSentUrl(uri, 'social login')
      const resultUri = await waitForSocialResult(popup, { frameOrigin: new URL(frameUrl).origin })
      popup.close()
      const user = await channel.request('CONNECT_SOCIAL', { uri: resultUri })
      context.storage.set('connectedSocial', provider)
      if (user.userName) context.storage.set('socialUsername', user.userName)
      await connectEmbeddedWallet(context)
    } catch (caught) {
      if (!popup.closed) popup.close()
      setError(caught instanceof BaseError ? caught.shortMessage : 'Something went wrong')
    } finally {
      setBusy(undefined)
    }
  }

  /** A Telegram mini-app has no popups: the page itself goes to the provider and comes back with `result_uri`. */
  async function signInByRedirect(provider: SocialProvider) {
    setBusy(provider)
    setError(undefined)
    try {
      const channel = await openFrame(context)
      const { uri } = await channel.request('GET_SOCIAL_REDIRECT_URI', { provider, returnUrl: location.href })
      location.assign(checkFrameSentUrl(uri, 'social login'))
    } catch (caught) {
      setError(caught instanceof BaseError ? caught.shortMessage : 'Something went wrong')
      setBusy(undefined)
    }
  }

  if (!providers.length && !farcaster) return null
  return (
    <div className="foyer-socials">
      <ul className="foyer-socials__list" aria-label="Social logins">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="neutral"
              fullWidth
              disabled={busy !== undefined}
              onClick={() => void signIn(provider)}
            >
              {busy === provider
                ? `Signing in with ${labels[provider]}…`
                : `Continue with ${labels[provider]}`}
            </Button>
          </li>
        ))}
        {farcaster && (
          <li>
            <Button
              variant="neutral"
              fullWidth
              disabled={busy !== undefined}
              onClick={() => context.pushView('ConnectingFarcaster')}
            >
              Continue with Farcaster
            </Button>
          </li>
        )}
      </ul>
      {error && (
        <p className="foyer-socials__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
