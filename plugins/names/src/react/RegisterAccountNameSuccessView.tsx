'use client'
import { Button, Spinner, usePluginContext, usePluginState } from '@foyer/react/ui'
import type { NamesPlugin } from '../names.js'

/** RegisterAccountNameSuccess: the wallet signs, the naming service stores the name, then it is the account's. */
export default function RegisterAccountNameSuccessView() {
  const context = usePluginContext<NamesPlugin>('names')
  const state = usePluginState<NamesPlugin>('names')

  if (state.status !== 'registered') {
    return (
      <div className="foyer-view foyer-names" aria-busy="true">
        <Spinner
          label={
            state.status === 'registering'
              ? `Registering ${state.name ?? 'the name'}`
              : 'Sign the message in your wallet'
          }
        />
        <p className="foyer-view__notice">
          {state.status === 'registering'
            ? `Registering ${state.name ?? 'the name'}…`
            : 'Sign the message in your wallet to register the name.'}
        </p>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-names">
      <p className="foyer-view__notice" role="status">
        {state.name} is now your account's name.
      </p>
      <Button
        fullWidth
        onClick={() => {
          context.resetState()
          context.goBack()
          context.goBack()
        }}
      >
        Done
      </Button>
    </div>
  )
}
