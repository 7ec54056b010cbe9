'use client'
import { BaseError } from '@foyer/core'
import { Button, TextInput, usePluginContext, usePluginState } from '@foyer/react/ui'
import { type FormEvent, useState } from 'react'
import { connectEmbeddedWallet } from '../embedded/connectEmbeddedWallet.js'
import { openFrame } from '../frame/openFrame.js'
import { embeddedConnectorId, type SocialsPlugin } from '../socials.js'

/** SPEC §9: a new code can be asked for 30 s after the last. */
const emailCooldownMs = 30_000

type Step = { name: 'email' } | { name: 'code'; email: string }

/** The Connect view's email section: an email, then the code mailed to it; the frame holds the wallet. */
export default function ConnectEmailView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const frame = () => openFrame(context)

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
        await channel.request('CONNECT_EMAIL', { email })
        context.storage.set('email', email)
        context.storage.set('lastEmailLoginTime', Date.now())
        setStep({ name: 'code', email })
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
  const codeStep = step.name === 'code'
  return (
    <form className="foyer-email" onSubmit={submit} noValidate>
      <TextInput
        label={codeStep ? `Code sent to ${step.email}` : 'Email'}
        type={codeStep ? 'text' : 'email'}
        inputMode={codeStep ? 'numeric' : 'email'}
        autoComplete={codeStep ? 'one-time-code' : 'email'}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
      />
      <Button type="submit" disabled={busy || value.trim() === ''}>
        {codeStep ? 'Verify code' : 'Continue with email'}
      </Button>
    </form>
  )
}
