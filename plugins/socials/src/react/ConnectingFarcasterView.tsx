'use client'
import { BaseError } from '@foyer/core'
import { Button, Icon, List, ListItem, QrCode, Spinner, usePluginContext } from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsPlugin } from '../socials.js'
import { checkFrameSentUrl } from './checkFrameSentUrl.js'

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
          message: caught instanceof BaseError ? caught.shortMessage : 'Something went wrong',
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
        ? { message: 'Link copied', variant: 'success' }
        : { message: 'Failed to copy link', variant: 'error' },
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
          Try again
        </Button>
      </div>
    )
  }
  if (attempt.state === 'loading') {
    return (
      <div className="foyer-view foyer-walletconnect">
        <div className="foyer-walletconnect__waiting">
          <Spinner size="lg" label="Preparing the Farcaster sign-in" />
        </div>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-walletconnect">
      <div className="foyer-walletconnect__qr">
        <QrCode value={attempt.url} label="QR code to sign in with Farcaster" />
      </div>
      <p className="foyer-connecting__text">Scan this QR code with your phone and approve in Farcaster</p>
      <Button
        variant="neutral"
        icon={<Icon name="copy" size="sm" />}
        onClick={() => void copyLink(attempt.url)}
      >
        Copy link
      </Button>
      <List aria-label="Open Farcaster" className="foyer-walletconnect__links">
        <ListItem
          label="Open Farcaster on this device"
          image={<Icon name="mobile" />}
          end={<Icon name="external" size="sm" />}
          href={attempt.url}
        />
      </List>
    </div>
  )
}
