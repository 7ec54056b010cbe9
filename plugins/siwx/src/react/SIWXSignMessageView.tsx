'use client'
import { truncateAddress } from '@foyer/core'
import {
  Avatar,
  Button,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
  VisuallyHidden,
} from '@foyer/react/ui'
import { cancelSignIn, signInWithX } from '../signInWithX.js'
import type { SiwxPlugin } from '../siwx.js'
import { getSiwxOptions } from '../siwxShared.js'
import { siwxMessages } from './siwxMessages.js'

/** SIWXSignMessage: the app asks the connected account to sign in; Sign or Cancel (SPEC.md §2, §4). */
export default function SIWXSignMessageView() {
  const context = usePluginContext<SiwxPlugin>('siwx')
  const state = usePluginState<SiwxPlugin>('siwx')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const t = useTranslate(siwxMessages)
  const appName = context.options.metadata?.name ?? t('thisApp')
  const options = getSiwxOptions(context)

  return (
    <div className="foyer-view foyer-siwx">
      <p className="foyer-view__title">{t('needsToConnect', { app: appName })}</p>
      <p className="foyer-view__notice">
        {t('prove')}
        {options.required ? ` ${t('cancelDisconnects')}` : ''}
      </p>
      {account.address ? (
        // The short form fits a phone's width; the whole address is its title and what a screen reader reads.
        <p className="foyer-siwx__account">
          <Avatar address={account.address} size="sm" alt="" />
          <span title={account.address} aria-hidden="true" dir="ltr">
            {truncateAddress(account.address)}
          </span>
          <VisuallyHidden>{account.address}</VisuallyHidden>
        </p>
      ) : null}
      <div className="foyer-view__actions">
        <Button
          variant="neutral"
          fullWidth
          disabled={state.signing}
          onClick={() => void cancelSignIn(context, options)}
        >
          {t('cancel')}
        </Button>
        <Button fullWidth loading={state.signing} onClick={() => void signInWithX(context, options)}>
          {state.signing ? t('signing') : t('sign')}
        </Button>
      </div>
    </div>
  )
}
