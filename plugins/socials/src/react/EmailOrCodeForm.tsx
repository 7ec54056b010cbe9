'use client'
import { Button, TextInput } from '@foyer/react/ui'
import type { FormEvent } from 'react'

export type EmailOrCodeFormProps = {
  className: string
  /** What the field asks for: an email address, or a one-time code from a mail. */
  kind: 'email' | 'code'
  label: string
  value: string
  onChange: (value: string) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submitLabel: string
  busy: boolean
  error: string | undefined
}

/** One field and its button: the email step and the code steps of the email login and the email update. */
export function EmailOrCodeForm({ kind, value, onChange, busy, ...props }: EmailOrCodeFormProps) {
  const code = kind === 'code'
  return (
    <form className={props.className} onSubmit={props.onSubmit} noValidate>
      <TextInput
        label={props.label}
        type={code ? 'text' : 'email'}
        inputMode={code ? 'numeric' : 'email'}
        autoComplete={code ? 'one-time-code' : 'email'}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={props.error}
      />
      <Button type="submit" disabled={busy || value.trim() === ''}>
        {props.submitLabel}
      </Button>
    </form>
  )
}
