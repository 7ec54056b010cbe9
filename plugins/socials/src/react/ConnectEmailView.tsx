'use client'
import { BaseError } from '@foyer/core'
import { Button, usePluginContext, usePluginState } from '@foyer/react/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { FrameReplyError, FrameTimeoutError } from '../frame/frameErrors.js'
import { openFrame } from '../frame/openFrame.js'
import { embeddedConnectorId, type SocialsPlugin } from '../socials.js'
import { EmailOrCodeForm } from './EmailOrCodeForm.js'

/** SPEC §9: a new code can be asked for 30 s after the last. */
const emailCooldownMs = 30_000

type Step = { name: 'email' } | { name: 'device'; email: string } | { name: 'code'; email: string }

/** The frame's answer while the approval link is still unopened: ask again. */
const stillWaiting = (error: unknown) =>
  error instanceof FrameTimeoutError ||
  (error instanceof FrameReplyError && error.shortMessage === 'This device is not approved yet')

/** The Connect view's email section: an email, then the code mailed to it; the frame holds the wallet. */
export default function ConnectEmailView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

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
            setError(caught instanceof BaseError ? caught.shortMessage : 'Something went wrong')
            setStep({ name: 'email' })
          }
          return
        }
      }
    })()
    return () => {
      live = false
    }
  }, [context, waitingEmail])

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof BaseError ? caught.shortMessage : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void run(async () => {
      const channel = await frame()
      if (step.name === 'email') {
        const email = value.trim()
        const last = context.storage.get('lastEmailLoginTime')
        const wait = last === undefined ? 0 : last + emailCooldownMs - Date.now()
        if (wait > 0 && context.storage.get('email') === email)
          throw new BaseError(`Please try again after ${Math.ceil(wait / 1000)} seconds`)
        const { action } = await channel.request('CONNECT_EMAIL', { email })
        context.storage.set('email', email)
        context.storage.set('lastEmailLoginTime', Date.now())
        setStep(action === 'VERIFY_DEVICE' ? { name: 'device', email } : { name: 'code', email })
        setValue('')
        return
      }
      await channel.request('CONNECT_OTP', { otp: value.trim() })
      context.storage.set('emailLoginUsed', true)
      setStep({ name: 'email' })
      setValue('')
      await connectEmbeddedWallet(context)
    })
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
      <div className="foyer-email">
        <p className="foyer-email__user">
          Embedded wallet of {user.email ?? 'your account'}:{' '}
          <span className="foyer-email__address">{user.address}</span>
        </p>
        <Button variant="neutral" onClick={signOut} disabled={busy}>
          Sign out
        </Button>
      </div>
    )
  }
  if (step.name === 'device') {
    return (
      <div className="foyer-email" aria-live="polite">
        <p className="foyer-email__device">
          Register this device to continue: open the link we sent to <strong>{step.email}</strong> and approve
          it. This page goes on by itself once you have.
        </p>
        <Button variant="neutral" onClick={() => setStep({ name: 'email' })}>
          Use another email
        </Button>
      </div>
    )
  }
  const codeStep = step.name === 'code'
  return (
    <EmailOrCodeForm
      className="foyer-email"
      kind={codeStep ? 'code' : 'email'}
      label={codeStep ? `Code sent to ${step.email}` : 'Email'}
      value={value}
      onChange={setValue}
      onSubmit={submit}
      submitLabel={codeStep ? 'Verify code' : 'Continue with email'}
      busy={busy}
      error={error}
    />
  )
}
