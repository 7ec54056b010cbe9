'use client'
import { Button, Spinner, usePluginContext, usePluginState, useTranslate } from '@foyer/react/ui'
import { type FormEvent, useState } from 'react'
import { settle } from '../embedded/updateEmail.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsPlugin } from '../socials.js'
import { toEmbeddedWalletUser } from '../socialsShared.js'
import { CodeInput } from './CodeInput.js'
import { EmailOrCodeForm } from './EmailOrCodeForm.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'

type Step =
  | { name: 'email' }
  | { name: 'primary'; newEmail: string }
  | { name: 'secondary'; newEmail: string }
  | { name: 'done'; newEmail: string }

/**
 * Changing the embedded wallet's email (SPEC §4): the new email, then the code sent to the current one, then the code
 * sent to the new one. The wallet stays the same.
 */
export default function UpdateEmailView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const t = useTranslate(socialsMessages)

  if (!user?.email) return <p className="foyer-view__notice">{t('update.signInFirst')}</p>
  const currentEmail = user.email

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send(value.trim())
  }

  function send(input: string) {
    if (busy) return
    setBusy(true)
    setError(undefined)
    void (async () => {
      const channel = await openFrame(context)
      if (step.name === 'email') {
        const { action } = await channel.request('UPDATE_EMAIL', { email: input })
        setStep(
          action === 'VERIFY_PRIMARY_OTP'
            ? { name: 'primary', newEmail: input }
            : { name: 'secondary', newEmail: input },
        )
      } else if (step.name === 'primary') {
        await channel.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: input })
        setStep({ name: 'secondary', newEmail: step.newEmail })
      } else if (step.name === 'secondary') {
        const { newEmail } = await channel.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: input })
        context.storage.set('email', newEmail)
        context.setState(({ user: current }) => ({ user: current && { ...current, email: newEmail } }))
        const updated = context.getState().user
        if (updated) context.setEmbeddedUser({ namespace: 'eip155', user: toEmbeddedWalletUser(updated) })
        setStep({ name: 'done', newEmail })
        settle(context, { email: newEmail })
      }
      setValue('')
    })()
      .catch((caught: unknown) => {
        setError(socialsErrorText(t, caught))
        if (step.name !== 'email') setValue('')
      })
      .finally(() => setBusy(false))
  }

  if (step.name === 'done') {
    return (
      <div className="foyer-view foyer-email" role="status">
        <p>{t('update.done', { email: step.newEmail })}</p>
        <Button variant="neutral" onClick={() => context.goBack()}>
          {t('back')}
        </Button>
      </div>
    )
  }
  const label =
    step.name === 'email'
      ? t('update.newEmail', { email: currentEmail })
      : step.name === 'primary'
        ? t('email.codeSentTo', { email: currentEmail })
        : t('email.codeSentTo', { email: step.newEmail })
  if (step.name !== 'email') {
    return (
      <form
        className="foyer-view foyer-email foyer-email--code"
        onSubmit={(event) => {
          event.preventDefault()
          if (value.length === 6) send(value)
        }}
        noValidate
      >
        <CodeInput
          label={label}
          value={value}
          onChange={setValue}
          onComplete={send}
          disabled={busy}
          error={error}
        />
        {busy ? (
          <p className="foyer-email__status" role="status">
            <Spinner size="sm" /> {t('checking')}
          </p>
        ) : null}
      </form>
    )
  }
  return (
    <EmailOrCodeForm
      className="foyer-view foyer-email"
      kind="email"
      label={label}
      value={value}
      onChange={setValue}
      onSubmit={submit}
      submitLabel={t('update.sendCode')}
      busy={busy}
      error={error}
    />
  )
}
