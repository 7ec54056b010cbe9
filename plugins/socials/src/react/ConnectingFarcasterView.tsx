'use client'
import {
  Button,
  Icon,
  List,
  ListItem,
  QrCode,
  Spinner,
  usePluginContext,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsPlugin } from '../socials.js'
import { checkFrameSentUrl } from './checkFrameSentUrl.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'

type Attempt = { state: 'loading' } | { state: 'waiting'; url: string } | { state: 'failed'; message: string }

/**
 * Sign In With Farcaster (SPEC §2's ConnectingFarcaster): the frame opens a relay channel; the user scans its QR code
 * with their Farcaster app, or opens its link on the phone it is on, and approves. The frame checks the signature
 * against the IdRegistry through the service, and the embedded wallet connects.
 */
export default function ConnectingFarcasterView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const [attempt, setAttempt] = useState<Attempt>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const t = useTranslate(socialsMessages)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the sign-in (Try again).
  useEffect(() => {
    let live = true
    void (async () => {
      const channel = await openFrame(context)
      const { url } = await channel.request('GET_FARCASTER_URI', undefined)
      if (!live) return
      setAttempt({ state: 'waiting', url: checkFrameSentUrl(url, 'Farcaster sign-in') })
      const { userName } = await channel.request('CONNECT_FARCASTER', undefined)
      if (!live) return
      context.storage.set('connectedSocial', 'farcaster')
      if (userName) context.storage.set('socialUsername', userName)
      await connectEmbeddedWallet(context)
    })().catch((caught: unknown) => {
      if (live)
        setAttempt({
          state: 'failed',
          message: socialsErrorText(t, caught),
        })
    })
    return () => {
      live = false
    }
  }, [context, round])

  async function copyLink(url: string) {
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    )
    context.showSnackbar(
      copied
        ? { message: t('linkCopied'), variant: 'success' }
        : { message: t('linkCopyFailed'), variant: 'error' },
    )
  }

  if (attempt.state === 'failed') {
    return (
      <div className="foyer-view foyer-walletconnect">
        <p className="foyer-connecting__title foyer-connecting__title--error" role="alert">
          {attempt.message}
        </p>
        <Button
          variant="neutral"
          onClick={() => {
            setAttempt({ state: 'loading' })
            setRound((value) => value + 1)
          }}
        >
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  if (attempt.state === 'loading') {
    return (
      <div className="foyer-view foyer-walletconnect">
        <div className="foyer-walletconnect__waiting">
          <Spinner size="lg" label={t('farcaster.preparing')} />
        </div>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-walletconnect">
      <div className="foyer-walletconnect__qr">
        <QrCode value={attempt.url} label={t('farcaster.qrLabel')} />
      </div>
      <p className="foyer-connecting__text">{t('farcaster.scan')}</p>
      <Button
        variant="neutral"
        icon={<Icon name="copy" size="sm" />}
        onClick={() => void copyLink(attempt.url)}
      >
        {t('copyLink')}
      </Button>
      <List aria-label={t('farcaster.open')} className="foyer-walletconnect__links">
        <ListItem
          label={t('farcaster.openHere')}
          image={<Icon name="mobile" />}
          end={<Icon name="external" size="sm" />}
          href={attempt.url}
        />
      </List>
    </div>
  )
}
