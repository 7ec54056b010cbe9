'use client'
import { Button, Spinner, usePluginContext, usePluginState, useTranslate } from '@foyer/react/ui'
import type { NamesPlugin } from '../names.js'
import { namesMessages } from './namesMessages.js'

/** RegisterAccountNameSuccess: the wallet signs, the naming service stores the name, then it is the account's. */
export default function RegisterAccountNameSuccessView() {
  const context = usePluginContext<NamesPlugin>('names')
  const state = usePluginState<NamesPlugin>('names')
  const t = useTranslate(namesMessages)
  const name = state.name ?? t('theName')

  if (state.status !== 'registered') {
    return (
      <div className="foyer-view foyer-names" aria-busy="true">
        <Spinner label={state.status === 'registering' ? t('registering', { name }) : t('signPrompt')} />
        <p className="foyer-view__notice">
          {state.status === 'registering' ? t('registeringEllipsis', { name }) : t('signToRegister')}
        </p>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-names">
      <p className="foyer-view__notice" role="status">
        {t('registered', { name })}
      </p>
      <Button
        fullWidth
        onClick={() => {
          context.resetState()
          context.goBack()
          context.goBack()
        }}
      >
        {t('done')}
      </Button>
    </div>
  )
}
