'use client'
import type { Translate as SessionTranslate } from '@foyer/react/i18n'
import { Button, useTranslate } from '@foyer/react/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { showApproval } from '../embedded/embeddedWalletOptions.js'
import { requestInFrame } from '../embedded/requestInFrame.js'
import { listSmartSessionsMethod, type SmartSession, smartSessionListSchema } from '../frame/frameEvents.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsContext } from '../socials.js'
import { socialsErrorText } from './socialsErrorText.js'
import { socialsMessages } from './socialsMessages.js'

/**
 * The smart account's active ERC-7715 sessions (the service's list, read by the frame), each with what it may do,
 * when it ends, and Revoke: the frame's page confirms it, then the key is removed on chain and in the service.
 */
export function SmartSessionsSection({ context, symbol }: { context: SocialsContext; symbol: string }) {
  const t = useTranslate(socialsMessages)
  const id = useId()
  const [sessions, setSessions] = useState<SmartSession[]>()
  const [revoking, setRevoking] = useState<string>()
  const [error, setError] = useState<string>()

  const load = useCallback(async () => {
    const answer = await requestInFrame(
      await openFrame(context),
      { method: listSmartSessionsMethod },
      undefined,
    )
    return smartSessionListSchema.parse(answer).sessions
  }, [context])

  useEffect(() => {
    let live = true
    load().then(
      (list) => live && setSessions(list),
      (caught: unknown) => live && setError(socialsErrorText(t, caught)),
    )
    return () => {
      live = false
    }
  }, [load, t])

  async function revoke(session: SmartSession) {
    setRevoking(session.pci)
    setError(undefined)
    try {
      await requestInFrame(
        await openFrame(context),
        { method: 'wallet_revokePermissions', params: [{ permissionsContext: session.context }] },
        (approvalId, cancel) => showApproval(context, approvalId, cancel),
      )
      context.showSnackbar({ message: t('sessions.revoked'), variant: 'success' })
      setSessions(await load())
    } catch (caught) {
      setError(socialsErrorText(t, caught))
    } finally {
      setRevoking(undefined)
    }
  }

  const dates = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className="foyer-embedded__card foyer-embedded__sessions" aria-labelledby={`${id}-sessions`}>
      <h3 className="foyer-embedded__heading" id={`${id}-sessions`}>
        {t('sessions.heading')}
      </h3>
      {sessions === undefined && !error && (
        <p className="foyer-embedded__muted" role="status">
          {t('sessions.loading')}
        </p>
      )}
      {sessions?.length === 0 && <p className="foyer-embedded__muted">{t('sessions.none')}</p>}
      {sessions && sessions.length > 0 && (
        <ul className="foyer-embedded__session-list" aria-label={t('sessions.list')}>
          {sessions.map((session) => (
            <li key={session.pci} className="foyer-embedded__session">
              <span className="foyer-embedded__session-text">
                <span className="foyer-embedded__session-app">{session.app}</span>
                {session.permissions.map((permission, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a grant's permissions never reorder
                  <span key={index} className="foyer-embedded__muted">
                    {describePermission(t, permission, symbol)}
                  </span>
                ))}
                <span className="foyer-embedded__muted">
                  {t('sessions.ends', { date: dates.format(new Date(session.expiry * 1000)) })}
                </span>
                <span className="foyer-embedded__muted foyer-embedded__address" dir="ltr">
                  {t('sessions.key', { key: session.sessionKey })}
                </span>
              </span>
              <Button
                variant="neutral"
                size="sm"
                loading={revoking === session.pci}
                disabled={revoking !== undefined}
                aria-label={t('sessions.revokeFor', { app: session.app })}
                onClick={() => void revoke(session)}
              >
                {t('sessions.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="foyer-embedded__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

type Translate = SessionTranslate<typeof socialsMessages.en>

function describePermission(t: Translate, permission: SmartSession['permissions'][number], symbol: string) {
  const data = (permission.data ?? {}) as { allowance?: string; address?: string }
  if (permission.type === 'native-token-transfer' && data.allowance)
    return t('sessions.spendNative', { amount: formatUnits18(BigInt(data.allowance)), symbol })
  if (permission.type === 'erc20-token-transfer' && data.allowance)
    return t('sessions.spendToken', { amount: BigInt(data.allowance).toString(), token: data.address ?? '' })
  return t('sessions.call', { contract: data.address ?? '' })
}

/** Wei as the coin, without trailing zeros (`0.01`). */
function formatUnits18(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
