'use client'
import { Button, Icon, Spinner, Tag, usePluginContext, usePluginState, useTranslate } from '@foyer/react/ui'
import { useEffect, useId, useState } from 'react'
import { showApproval } from '../embedded/embeddedWalletOptions.js'
import { requestInFrame } from '../embedded/requestInFrame.js'
import { switchAccountType } from '../embedded/switchAccountType.js'
import { protectWithPasskeyMethod, type WalletProtection } from '../frame/frameEvents.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsPlugin } from '../socials.js'
import { SmartSessionsSection } from './SmartSessionsSection.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'

/**
 * The embedded wallet's settings, from the Account view: who is signed in, and which of their accounts is the
 * connected one, the EOA or the ERC-4337 smart account (SPEC §3), where the network has smart accounts. Each account
 * is a card: its name is the button's name, its address and state describe it.
 */
export default function EmbeddedWalletView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [busy, setBusy] = useState<'eoa' | 'smartAccount'>()
  const [error, setError] = useState<string>()
  const [protection, setProtection] = useState<WalletProtection['protection']>()
  const [protecting, setProtecting] = useState(false)
  const id = useId()
  const t = useTranslate(socialsMessages)
  const signedIn = user !== undefined

  useEffect(() => {
    if (!signedIn) return
    let live = true
    void openFrame(context)
      .then((channel) => channel.request('GET_WALLET_PROTECTION'))
      .then(
        (answer) => live && setProtection(answer.protection),
        () => live && setProtection(undefined),
      )
    return () => {
      live = false
    }
  }, [context, signedIn])

  if (!user) return <p className="foyer-view__notice">{t('wallet.notSignedIn')}</p>

  async function choose(type: 'eoa' | 'smartAccount') {
    setBusy(type)
    setError(undefined)
    try {
      await switchAccountType(context, type)
    } catch (caught) {
      setError(socialsErrorText(t, caught))
    } finally {
      setBusy(undefined)
    }
  }

  /** The frame's approval page shows the warning and the recovery code, then makes the passkey on the user's click. */
  async function protect() {
    setProtecting(true)
    setError(undefined)
    try {
      await requestInFrame(
        await openFrame(context),
        { method: protectWithPasskeyMethod },
        (approvalId, cancel) => showApproval(context, approvalId, cancel),
      )
      setProtection('passkey')
      context.showSnackbar({ message: t('protection.done'), variant: 'success' })
    } catch (caught) {
      setError(socialsErrorText(t, caught))
    } finally {
      setProtecting(false)
    }
  }

  const current = user.preferredAccountType ?? 'eoa'
  const signedInAs = user.email ?? user.userName ?? t('wallet.anonymous')
  return (
    <div className="foyer-view foyer-embedded">
      <div className="foyer-embedded__card foyer-embedded__profile">
        <span className="foyer-embedded__icon" aria-hidden="true">
          <Icon name={user.email ? 'mail' : 'user'} />
        </span>
        <p className="foyer-embedded__user">
          <span className="foyer-embedded__muted">{t('wallet.signedInAs')}</span>
          <span className="foyer-embedded__ellipsis" title={signedInAs}>
            {signedInAs}
          </span>
        </p>
        {user.email && (
          <Button variant="neutral" size="sm" onClick={() => context.pushView('UpdateEmail')}>
            {t('wallet.updateEmail')}
          </Button>
        )}
      </div>
      <fieldset className="foyer-embedded__types">
        <legend className="foyer-embedded__heading">{t('wallet.accountType')}</legend>
        {(user.accounts ?? [{ address: user.address, type: 'eoa' as const }]).map((account) => {
          const selected = account.type === current
          const detailsId = `${id}-${account.type}-details`
          return (
            // The card is the button's: its ::after covers the card, so a click anywhere on it chooses the account.
            <div
              key={account.type}
              className={`foyer-embedded__card foyer-embedded__account${selected ? ' foyer-embedded__account--selected' : ''}`}
            >
              <span className="foyer-embedded__account-text">
                <button
                  type="button"
                  className="foyer-embedded__account-button"
                  aria-pressed={selected}
                  aria-describedby={detailsId}
                  aria-busy={busy === account.type || undefined}
                  disabled={busy !== undefined}
                  onClick={() => !selected && void choose(account.type)}
                >
                  {t(account.type === 'eoa' ? 'wallet.eoa' : 'wallet.smartAccount')}
                </button>
                <span className="foyer-embedded__account-details" id={detailsId}>
                  <span className="foyer-embedded__address" title={account.address} dir="ltr">
                    {account.address}
                  </span>
                  {account.type === 'smartAccount' && (
                    <Tag>{user.smartAccountDeployed ? t('wallet.deployed') : t('wallet.notDeployed')}</Tag>
                  )}
                </span>
              </span>
              <span className="foyer-embedded__check" aria-hidden="true">
                {busy === account.type ? (
                  <Spinner size="sm" />
                ) : selected ? (
                  <Icon name="check" size="sm" />
                ) : null}
              </span>
            </div>
          )
        })}
      </fieldset>
      <section
        className="foyer-embedded__card foyer-embedded__protection"
        aria-labelledby={`${id}-protection`}
      >
        <h3 className="foyer-embedded__heading" id={`${id}-protection`}>
          {t('protection.heading')}
        </h3>
        <p className="foyer-embedded__muted" role="status">
          {t(protection ? `protection.${protection}` : 'protection.checking')}
        </p>
        {protection === 'operator' && (
          <Button variant="neutral" size="sm" loading={protecting} onClick={() => void protect()}>
            {t('protection.protect')}
          </Button>
        )}
      </section>
      {context.options.features.smartSessions && current === 'smartAccount' && (
        <SmartSessionsSection
          context={context}
          symbol={context.getNetwork({ namespace: 'eip155' }).caipNetwork?.nativeCurrency.symbol ?? 'ETH'}
        />
      )}
      {error && (
        <p className="foyer-embedded__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
