'use client'
import { Spinner, usePluginContext, usePluginState, useTranslate } from '@foyer/react/ui'
import { useEffect, useRef, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { openFrame } from '../frame/openFrame.js'
import { type SocialProvider, socialProviders } from '../frame/socialProviders.js'
import type { SocialsPlugin } from '../socials.js'
import { checkFrameSentUrl } from './checkFrameSentUrl.js'
import { SocialIcon, type SocialIconName } from './SocialIcon.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'
import { useFittingCount } from './useFittingCount.js'
import { waitForSocialResult } from './waitForSocialResult.js'

const labels: Record<SocialIconName, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
  more: 'More',
}

/** The smallest a provider's button gets, and the space between two: how many fit in a row follows from them. */
const buttonMinWidthPx = 36
const gapPx = 8

/** Telegram's in-app browser (a mini-app), where popups do not work (AppKit checks the same globals). */
const isTelegram = () =>
  typeof window !== 'undefined' &&
  ['Telegram', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto'].some((name) => name in window)

const isSocialProvider = (value: string): value is SocialProvider =>
  (socialProviders as readonly string[]).includes(value)

/**
 * The Connect view's social section, under the email field: a row of provider marks, one button each for the socials
 * the host lists (`features.socials`, in its order), and "More" when they do not all fit. The provider's page opens in
 * a popup; its result goes to the frame, which finishes the login (PKCE) and holds the wallet.
 */
export default function ConnectSocialView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { frameUrl } = usePluginState<SocialsPlugin>('socials')
  const [busy, setBusy] = useState<SocialProvider>()
  const [error, setError] = useState<string>()
  const t = useTranslate(socialsMessages)
  // Once "More" was pressed: the index of the first provider it revealed (which takes the focus).
  const [revealedFrom, setRevealedFrom] = useState<number>()
  const expanded = revealedFrom !== undefined
  const row = useRef<HTMLUListElement>(null)
  const listed = context.options.features.socials
  const entries = (Array.isArray(listed) ? listed : []).filter(
    (name): name is SocialProvider | 'farcaster' => name === 'farcaster' || isSocialProvider(name),
  )
  const fitting = useFittingCount(row, { itemMinWidthPx: buttonMinWidthPx, gapPx })
  const overflowing = !expanded && fitting !== undefined && entries.length > fitting
  const shown = overflowing ? entries.slice(0, Math.max(fitting - 1, 1)) : entries

  useEffect(() => {
    if (revealedFrom === undefined) return
    row.current?.querySelectorAll('button')[revealedFrom]?.focus()
  }, [revealedFrom])

  async function signIn(provider: SocialProvider) {
    if (isTelegram()) return signInByRedirect(provider)
    // Opened in the click itself, or the browser blocks it; it learns its address once the frame gives it.
    const popup = window.open('', 'foyer-social-login', 'popup,width=500,height=640')
    if (!popup) {
      setError(t('social.allowPopups'))
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
      setError(socialsErrorText(t, caught))
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
      setError(socialsErrorText(t, caught))
      setBusy(undefined)
    }
  }

  if (!entries.length) return null
  return (
    <div className="foyer-socials">
      <ul
        ref={row}
        className={`foyer-socials__list${expanded ? ' foyer-socials__list--expanded' : ''}`}
        aria-label={t('social.list')}
      >
        {shown.map((name) => (
          <li key={name} className="foyer-socials__item">
            <button
              type="button"
              className="foyer-socials__button"
              aria-label={t('social.continueWith', { provider: labels[name] })}
              title={t('social.continueWith', { provider: labels[name] })}
              aria-busy={busy === name || undefined}
              disabled={busy !== undefined}
              onClick={() =>
                name === 'farcaster' ? context.pushView('ConnectingFarcaster') : void signIn(name)
              }
            >
              {busy === name ? <Spinner size="sm" /> : <SocialIcon name={name} />}
            </button>
          </li>
        ))}
        {overflowing ? (
          <li className="foyer-socials__item">
            <button
              type="button"
              className="foyer-socials__button"
              aria-label={t('social.moreCount', { count: entries.length - shown.length })}
              title={t('social.more')}
              aria-expanded={false}
              disabled={busy !== undefined}
              onClick={() => setRevealedFrom(shown.length)}
            >
              <SocialIcon name="more" />
            </button>
          </li>
        ) : null}
      </ul>
      {busy ? (
        <p className="foyer-socials__status" role="status">
          {t('social.signingIn', { provider: labels[busy] })}
        </p>
      ) : null}
      {error && (
        <p className="foyer-socials__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
