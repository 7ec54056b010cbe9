'use client'
import { BaseError } from '@foyer/core'
import { Button, TextInput, usePluginContext, usePluginState } from '@foyer/react/ui'
import { type FormEvent, useState } from 'react'
import type { SocialsPlugin } from '../socials.js'
import { loadFrame } from './loadFrame.js'

type Step = { name: 'email' } | { name: 'code'; email: string }

/** The Connect view's email section: an email, then the code mailed to it; the frame holds the wallet. */
export default function ConnectEmailView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { frameUrl, user } = usePluginState<SocialsPlugin>('socials')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const frame = () =>
    loadFrame(frameUrl, {
      projectId: context.options.projectId,
      chainId: String(context.getNetwork().chainId ?? 1),
      version: '0.0.0',
      enableLogger: 'false',
    })

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
        await channel.request('CONNECT_EMAIL', { email: value.trim() })
        setStep({ name: 'code', email: value.trim() })
        setValue('')
        return
      }
      await channel.request('CONNECT_OTP', { otp: value.trim() })
      context.setState({ user: await channel.request('GET_USER', undefined) })
      setStep({ name: 'email' })
      setValue('')
    })
  }

  function signOut() {
    void run(async () => {
      await (await frame()).request('SIGN_OUT', undefined)
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
