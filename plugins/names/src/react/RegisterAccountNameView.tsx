'use client'
import {
  Button,
  List,
  ListItem,
  Spinner,
  TextInput,
  type Translate,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { type CheckNameResult, checkName } from '../checkName.js'
import type { NamesPlugin } from '../names.js'
import { registerAccountName } from '../registerAccountName.js'
import { findNameLabelProblem, type NameLabelProblem, toNameLabel } from '../validateNameLabel.js'
import { namesErrorText } from './namesErrorText.js'
import { namesMessages } from './namesMessages.js'

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
  const t = useTranslate(namesMessages)
  const label = toNameLabel(text, suffix)
  const problem = label ? findNameLabelProblem(label) : undefined
  const invalid = problem && describeProblem(problem, t)

  useEffect(() => {
    if (!label || findNameLabelProblem(label)) {
      setCheck({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setCheck({ status: 'checking' })
    const timer = setTimeout(() => {
      checkName(context, { label, suffix }, { signal: controller.signal }).then(
        (result) => !controller.signal.aborted && setCheck({ status: 'done', result }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setCheck({ status: 'failed', message: namesErrorText(t, error, t('checkFailed')) }),
      )
    }, checkDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [context, label, suffix, t])

  if (!account.isConnected) {
    return (
      <div className="foyer-view foyer-names">
        <p className="foyer-view__notice">{t('notConnected')}</p>
      </div>
    )
  }

  const result =
    check.status === 'done' && check.result.name === `${label}${suffix}` ? check.result : undefined
  const error =
    invalid ??
    (check.status === 'failed' ? check.message : undefined) ??
    (result && !result.available ? t('taken', { name: result.name }) : undefined)
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
        <p className="foyer-view__notice">{t('knownAs', { name: account.profileName })}</p>
      ) : null}
      {state.error ? (
        <p className="foyer-view__notice foyer-view__notice--error" role="alert">
          {t.fromEnglish(state.error)}
        </p>
      ) : null}
      <TextInput
        label={t('label')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        hint={result?.available ? t('available', { name: result.name }) : t('rules')}
        end={<span className="foyer-names__suffix">{suffix}</span>}
      />
      {check.status === 'checking' ? <Spinner label={t('checking')} /> : null}
      {result && result.suggestions.length > 0 ? (
        <List aria-label={t('suggestions')}>
          {result.suggestions.map((name) => (
            <ListItem key={name} label={name} onClick={() => setText(toNameLabel(name, suffix))} />
          ))}
        </List>
      ) : null}
      <Button type="submit" fullWidth disabled={!result?.available}>
        {t('register')}
      </Button>
    </form>
  )
}

/** Why the typed name cannot be registered, in the active locale. */
function describeProblem(problem: NameLabelProblem, t: Translate<typeof namesMessages.en>): string {
  switch (problem.reason) {
    case 'notAllowed':
      return t('invalid.notAllowed', { detail: problem.detail })
    case 'notNormalized':
      return t('invalid.notNormalized', { name: problem.normalized })
    case 'short':
    case 'long':
      return t(`invalid.${problem.reason}`, { count: problem.limit })
    default:
      return t(`invalid.${problem.reason}`)
  }
}
