'use client'
import { BaseError } from '@foyer/core'
import { Button, Icon, Spinner, usePluginContext, usePluginState, useTranslate } from '@foyer/react/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { FrameReplyError, FrameTimeoutError } from '../frame/frameErrors.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsPlugin } from '../socials.js'
import { embeddedConnectorId } from '../socialsShared.js'
import { CodeInput } from './CodeInput.js'
import { EmailOrCodeForm } from './EmailOrCodeForm.js'
import { readRetryAfterSeconds } from './readRetryAfterSeconds.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'
import { useCountdown } from './useCountdown.js'

/** SPEC §9: a new code can be asked for 30 s after the last. */
const emailCooldownMs = 30_000
const codeLength = 6

type Step = { name: 'email' } | { name: 'device'; email: string } | { name: 'code'; email: string }

/** The frame's answer while the approval link is still unopened: ask again. */
const stillWaiting = (error: unknown) =>
  error instanceof FrameTimeoutError ||
  (error instanceof FrameReplyError && error.shortMessage === 'This device is not approved yet')

/**
 * The Connect view's email section: an email, then the 6-digit code mailed to it (sent by itself on the last digit,
 * with "Resend code" after the cooldown and "Use another email"); the frame holds the wallet.
 */
export default function ConnectEmailView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [resendAt, setResendAt] = useState(0)
  const t = useTranslate(socialsMessages)
  const resendIn = useCountdown(resendAt)

  const frame = () => openFrame(context)

  // A new device: wait (asking the frame again and again) until the user opens the mailed link, then ask for the code.
  const waitingEmail = step.name === 'device' ? step.email : undefined
  useEffect(() => {
    if (waitingEmail === undefined) return
    let live = true
    void (async () => {
      while (live) {
        try {
          await (await openFrame(context)).request('CONNECT_DEVICE', undefined)
          if (live) setStep({ name: 'code', email: waitingEmail })
          return
        } catch (caught) {
          if (stillWaiting(caught)) continue
          if (live) {
            setError(socialsErrorText(t, caught))
            setStep({ name: 'email' })
          }
          return
        }
      }
    })()
    return () => {
      live = false
    }
  }, [context, waitingEmail, t])

  async function run(action: () => Promise<void>, onError?: (caught: unknown) => void) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(socialsErrorText(t, caught))
      onError?.(caught)
    } finally {
      setBusy(false)
    }
  }

  /** Asks the service to mail a code to `email`; the next one can be asked for after the cooldown. */
  async function sendCode(email: string) {
    const last = context.storage.get('lastEmailLoginTime')
    const wait = last === undefined ? 0 : last + emailCooldownMs - Date.now()
    if (wait > 0 && context.storage.get('email') === email) {
      setResendAt(Date.now() + wait)
      throw new BaseError(`Please try again after ${Math.ceil(wait / 1000)} seconds`)
    }
    const { action } = await (await frame()).request('CONNECT_EMAIL', { email })
    const now = Date.now()
    context.storage.set('email', email)
    context.storage.set('lastEmailLoginTime', now)
    setResendAt(now + emailCooldownMs)
    setStep(action === 'VERIFY_DEVICE' ? { name: 'device', email } : { name: 'code', email })
    setValue('')
  }

  /** The service's own rate limit ("Please try again after N seconds") moves the resend countdown. */
  const followRateLimit = (caught: unknown) => {
    const seconds = readRetryAfterSeconds(caught)
    if (seconds !== undefined) setResendAt(Date.now() + seconds * 1000)
  }

  function verify(code: string) {
    if (busy) return
    void run(
      async () => {
        await (await frame()).request('CONNECT_OTP', { otp: code })
        context.storage.set('emailLoginUsed', true)
        setStep({ name: 'email' })
        setValue('')
        await connectEmbeddedWallet(context)
      },
      () => setValue(''),
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step.name === 'code') {
      if (value.length === codeLength) verify(value)
      return
    }
    void run(() => sendCode(value.trim()), followRateLimit)
  }

  function resend(email: string) {
    void run(async () => {
      await sendCode(email)
      context.showSnackbar({ message: t('email.codeResent'), variant: 'success' })
    }, followRateLimit)
  }

  function changeEmail(email: string) {
    setStep({ name: 'email' })
    setValue(email)
    setError(undefined)
  }

  function signOut() {
    void run(async () => {
      if (context.getAccount({ namespace: 'eip155' }).connectorId === embeddedConnectorId)
        await context.disconnect({ namespace: 'eip155' })
      else await (await frame()).request('SIGN_OUT', undefined)
      for (const key of ['emailLoginUsed', 'email', 'lastEmailLoginTime'] as const)
        context.storage.remove(key)
      context.setState({ user: undefined })
    })
  }

  if (user) {
    return (
      <div className="foyer-email foyer-email--signed-in">
        <div className="foyer-email__card">
          <span className="foyer-email__card-icon" aria-hidden="true">
            <Icon name="mail" />
          </span>
          <p className="foyer-email__user">
            <span className="foyer-email__muted">{t('email.walletOf')}</span>{' '}
            <span className="foyer-email__ellipsis" title={user.email ?? undefined}>
              {user.email ?? t('email.yourAccount')}
            </span>
            <span className="foyer-email__address" title={user.address} dir="ltr">
              {user.address}
            </span>
          </p>
        </div>
        <Button variant="neutral" fullWidth onClick={signOut} disabled={busy}>
          {t('email.signOut')}
        </Button>
      </div>
    )
  }
  if (step.name === 'device') {
    return (
      <div className="foyer-email" aria-live="polite">
        <div className="foyer-email__card">
          <span className="foyer-email__card-icon" aria-hidden="true">
            <Icon name="mobile" />
          </span>
          <p className="foyer-email__device">
            <TextWithStrong text={t('email.registerDevice', { email: strongMark })} strong={step.email} />
          </p>
        </div>
        <Button variant="neutral" fullWidth onClick={() => changeEmail(step.email)}>
          {t('email.useAnother')}
        </Button>
      </div>
    )
  }
  if (step.name === 'code') {
    const email = step.email
    return (
      <form className="foyer-email foyer-email--code" onSubmit={submit} noValidate>
        <CodeInput
          label={t('email.codeSentTo', { email })}
          value={value}
          onChange={setValue}
          onComplete={verify}
          length={codeLength}
          disabled={busy}
          error={error}
        />
        {busy ? (
          <p className="foyer-email__status" role="status">
            <Spinner size="sm" /> {t('checking')}
          </p>
        ) : null}
        <div className="foyer-email__actions">
          <Button variant="ghost" size="sm" disabled={busy || resendIn > 0} onClick={() => resend(email)}>
            {resendIn > 0 ? t('email.resendIn', { count: resendIn }) : t('email.resend')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => changeEmail(email)}>
            {t('email.useAnother')}
          </Button>
        </div>
      </form>
    )
  }
  return (
    <EmailOrCodeForm
      className="foyer-email"
      kind="email"
      label={t('email.label')}
      value={value}
      onChange={setValue}
      onSubmit={submit}
      submitLabel={t('email.continue')}
      busy={busy}
      error={error}
    />
  )
}

/** Stands for the part of a message shown in bold, so the translation decides where it goes. */
const strongMark = '\u0000'

/** A translated sentence with one part (`strongMark`'s place) in bold. */
function TextWithStrong({ text, strong }: { text: string; strong: string }) {
  const [before, after = ''] = text.split(strongMark)
  return (
    <>
      {before}
      <strong>{strong}</strong>
      {after}
    </>
  )
}
