'use client'
import {
  Button,
  List,
  ListItem,
  Spinner,
  TextInput,
  usePluginContext,
  usePluginRead,
  usePluginState,
} from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { type CheckNameResult, checkName } from '../checkName.js'
import type { NamesPlugin } from '../names.js'
import { registerAccountName } from '../registerAccountName.js'
import { toNameLabel, validateNameLabel } from '../validateNameLabel.js'

const checkDebounceMs = 300

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: CheckNameResult }
  | { status: 'failed'; message: string }

/** RegisterAccountName: type a name, see whether it is free and names near it, then register it. */
export default function RegisterAccountNameView() {
  const context = usePluginContext<NamesPlugin>('names')
  const state = usePluginState<NamesPlugin>('names')
  const account = usePluginRead((plugin) => plugin.getAccount({ namespace: 'eip155' }))
  const { suffix } = state
  const [text, setText] = useState(() => (state.name ? toNameLabel(state.name, suffix) : ''))
  const [check, setCheck] = useState<Check>({ status: 'idle' })
  const label = toNameLabel(text, suffix)
  const invalid = label ? validateNameLabel(label) : undefined

  useEffect(() => {
    if (!label || validateNameLabel(label)) {
      setCheck({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setCheck({ status: 'checking' })
    const timer = setTimeout(() => {
      checkName(context, { label, suffix }, { signal: controller.signal }).then(
        (result) => !controller.signal.aborted && setCheck({ status: 'done', result }),
        (error: { shortMessage?: string }) =>
          !controller.signal.aborted &&
          setCheck({ status: 'failed', message: error.shortMessage ?? 'Could not check this name.' }),
      )
    }, checkDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [context, label, suffix])

  if (!account.isConnected) {
    return (
      <div className="foyer-view foyer-names">
        <p className="foyer-view__notice">Connect an EVM wallet to choose a name.</p>
      </div>
    )
  }

  const result =
    check.status === 'done' && check.result.name === `${label}${suffix}` ? check.result : undefined
  const error =
    invalid ??
    (check.status === 'failed' ? check.message : undefined) ??
    (result && !result.available ? `${result.name} is taken.` : undefined)
  const register = () => {
    if (!result?.available) return
    context.pushView('RegisterAccountNameSuccess')
    registerAccountName(context, { name: result.name }).catch(() => context.goBack())
  }

  return (
    <form
      className="foyer-view foyer-names"
      onSubmit={(event) => {
        event.preventDefault()
        register()
      }}
    >
      {account.profileName ? (
        <p className="foyer-view__notice">
          This account is known as {account.profileName}. A new name is added to it.
        </p>
      ) : null}
      {state.error ? (
        <p className="foyer-view__notice foyer-view__notice--error" role="alert">
          {state.error}
        </p>
      ) : null}
      <TextInput
        label="Name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourname"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        hint={result?.available ? `${result.name} is available.` : 'Letters, digits and hyphens, at least 4.'}
        end={<span className="foyer-names__suffix">{suffix}</span>}
      />
      {check.status === 'checking' ? <Spinner label="Checking the name" /> : null}
      {result && result.suggestions.length > 0 ? (
        <List aria-label="Suggested names">
          {result.suggestions.map((name) => (
            <ListItem key={name} label={name} onClick={() => setText(toNameLabel(name, suffix))} />
          ))}
        </List>
      ) : null}
      <Button type="submit" fullWidth disabled={!result?.available}>
        Register name
      </Button>
    </form>
  )
}
