'use client'
import { formatBalance, formatExactBalance, formatFiat, formatUnits, truncateAddress } from '@foyer/core'
import {
  Button,
  List,
  ListItem,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useRef, useState } from 'react'
import { SendTransactionError } from '../errors.js'
import { estimateSendFee, type SendFee } from '../estimateSendFee.js'
import { parseAmount } from '../parseAmount.js'
import type { SendPlugin } from '../send.js'
import { isUserRejection, sendTokens } from '../sendTokens.js'
import { toUsd } from '../toUsd.js'
import { validateSend } from '../validateSend.js'
import { type SendStatus, waitForSend } from '../waitForSend.js'
import { SendStatusPanel } from './SendStatusPanel.js'
import { sendMessages } from './sendMessages.js'

/**
 * Step two: what leaves the account, to whom, and the network fee in the native coin and USD; then the wallet's
 * confirmation. A refused signature leaves everything as it was, here; a failure shows SPEC.md §8's message with the
 * wallet's own.
 */
export default function SendReviewView() {
  const context = usePluginContext<SendPlugin>('send')
  const state = usePluginState<SendPlugin>('send')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const [fee, setFee] = useState<SendFee | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<{ message: string; detail?: string | undefined } | undefined>(undefined)
  const [sent, setSent] = useState<{ hash: string; summary: string; status: SendStatus } | undefined>(
    undefined,
  )
  const watch = useRef<AbortController | undefined>(undefined)
  const t = useTranslate(sendMessages)
  const locale = { locale: t.locale }
  useEffect(() => () => watch.current?.abort(), [])
  const { token, receiverAddress: receiver } = state
  let amount: bigint | undefined
  try {
    amount = token && state.sendTokenAmount ? parseAmount(state.sendTokenAmount, token.decimals) : undefined
  } catch {
    amount = undefined
  }

  useEffect(() => {
    if (!token || amount === undefined || !receiver) return
    let live = true
    estimateSendFee(context, { token, to: receiver, amount }).then(
      (estimate) => {
        if (!live) return
        setFee(estimate)
        const { decimals } = context.getNetwork().caipNetwork?.nativeCurrency ?? { decimals: 18 }
        context.setState((current) => ({
          gasPrice: estimate.gasPrice.toString(),
          gasPriceInUSD: toUsd(estimate.fee, decimals, current.networkPriceInUSD ?? 0),
        }))
      },
      () => live && setFee(undefined),
    )
    return () => {
      live = false
    }
  }, [context, token, receiver, amount])

  const nativeCurrency = network.caipNetwork?.nativeCurrency ?? { symbol: '', decimals: 18, name: '' }
  if (sent) {
    const done = () => {
      context.goBack()
      context.goBack()
    }
    return <SendStatusPanel hash={sent.hash} status={sent.status} summary={sent.summary} onDone={done} />
  }
  if (!token || amount === undefined || !receiver) {
    return (
      <div className="foyer-view foyer-send-review">
        <p className="foyer-view__notice">{t('review.nothing')}</p>
        <Button variant="neutral" onClick={() => context.goBack()}>
          {t('review.back')}
        </Button>
      </div>
    )
  }
  const check = validateSend({
    namespace: network.activeNamespace,
    token,
    amount: state.sendTokenAmount,
    receiver,
    fee: fee?.fee,
    nativeBalance: BigInt(state.networkBalance ?? (token.address ? '0' : token.balance)),
    smartAccount: account.embeddedWalletInfo?.accountType === 'smartAccount',
  })

  const confirm = async () => {
    setSending(true)
    setError(undefined)
    try {
      const pending = await sendTokens(context, { token, amount, to: receiver, fee })
      const summary = t('review.summary', {
        amount: formatExactBalance(formatUnits(amount, token.decimals), token.symbol, locale),
        receiver: state.receiverProfileName ?? truncateAddress(receiver),
      })
      setSent({ hash: pending.hash, summary, status: 'pending' })
      context.resetState()
      const controller = new AbortController()
      watch.current = controller
      // The wait goes on (and refreshes the balances) even if this view closes; only the display stops.
      void waitForSend(context, pending).then((status) => {
        if (!controller.signal.aborted) setSent((current) => current && { ...current, status })
      })
    } catch (caught) {
      if (isUserRejection(caught)) {
        setError({ message: t('review.declined') })
      } else {
        const failure = caught instanceof SendTransactionError ? caught : undefined
        // Its short message is SPEC.md §8's text, which the catalog holds word for word ('review.failed*').
        const message = failure ? t.fromEnglish(failure.shortMessage) : t('review.failed')
        setError({ message, detail: failure?.walletMessage })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="foyer-view foyer-send-review">
      <List aria-label={t('review.details')}>
        <ListItem
          label={t('review.send')}
          description={
            <span dir="ltr">
              {formatExactBalance(formatUnits(amount, token.decimals), token.symbol, locale)} (
              {formatFiat(toUsd(amount, token.decimals, token.price), 'USD', locale)})
            </span>
          }
        />
        <ListItem
          label={t('review.to')}
          description={
            <span title={receiver} dir="ltr">
              {state.receiverProfileName
                ? `${state.receiverProfileName} (${truncateAddress(receiver)})`
                : truncateAddress(receiver)}
            </span>
          }
        />
        <ListItem label={t('review.network')} description={<span>{network.caipNetwork?.name}</span>} />
        <ListItem
          label={t('review.fee')}
          description={
            <span dir={fee ? 'ltr' : undefined}>
              {fee
                ? `${formatBalance(formatUnits(fee.fee, nativeCurrency.decimals), nativeCurrency.symbol, { ...locale, keepSmall: true })} (${formatFiat(state.gasPriceInUSD ?? 0, 'USD', locale)})`
                : t('review.estimating')}
            </span>
          }
        />
      </List>
      {error ? (
        <div role="alert" className="foyer-send-review__error">
          <p className="foyer-view-error__message">{error.message}</p>
          {error.detail ? <p>{error.detail}</p> : null}
        </div>
      ) : null}
      <div className="foyer-view__actions">
        <Button variant="neutral" fullWidth onClick={() => context.goBack()} disabled={sending}>
          {t('review.cancel')}
        </Button>
        <Button fullWidth loading={sending} disabled={!check.ok || !fee} onClick={confirm}>
          {sending
            ? t('review.confirm')
            : !check.ok && fee
              ? t.fromEnglish(check.message)
              : t('review.submit')}
        </Button>
      </div>
    </div>
  )
}
