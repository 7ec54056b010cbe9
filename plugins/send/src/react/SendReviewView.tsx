'use client'
import { formatFiat, formatUnits, truncateAddress } from '@foyer/core'
import { Button, List, ListItem, usePluginContext, usePluginRead, usePluginState } from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { SendTransactionError } from '../errors.js'
import { estimateSendFee, type SendFee } from '../estimateSendFee.js'
import { parseAmount } from '../parseAmount.js'
import type { SendPlugin } from '../send.js'
import { isUserRejection, sendTokens } from '../sendTokens.js'
import { toUsd } from '../toUsd.js'
import { validateSend } from '../validateSend.js'

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
  if (!token || amount === undefined || !receiver) {
    return (
      <div className="foyer-view foyer-send-review">
        <p className="foyer-view__notice">Nothing to send yet.</p>
        <Button variant="neutral" onClick={() => context.goBack()}>
          Back
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
      await sendTokens(context, { token, amount, to: receiver, fee })
      context.resetState()
      context.goBack()
      context.goBack()
    } catch (caught) {
      if (isUserRejection(caught)) {
        setError({ message: 'Signature declined' })
      } else {
        const failure = caught instanceof SendTransactionError ? caught : undefined
        setError({ message: failure?.shortMessage ?? 'Something went wrong', detail: failure?.walletMessage })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <div
      className="foyer-view foyer-send-review"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <List aria-label="Transfer details">
        <ListItem
          label="Send"
          description={
            <span>
              {formatUnits(amount, token.decimals)} {token.symbol} (
              {formatFiat(toUsd(amount, token.decimals, token.price), '$')})
            </span>
          }
        />
        <ListItem
          label="To"
          description={
            <span title={receiver}>
              {state.receiverProfileName
                ? `${state.receiverProfileName} (${truncateAddress(receiver)})`
                : truncateAddress(receiver)}
            </span>
          }
        />
        <ListItem label="Network" description={<span>{network.caipNetwork?.name}</span>} />
        <ListItem
          label="Network fee"
          description={
            <span>
              {fee
                ? `${formatUnits(fee.fee, nativeCurrency.decimals)} ${nativeCurrency.symbol} (${formatFiat(state.gasPriceInUSD ?? 0, '$')})`
                : 'Estimating…'}
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
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="neutral" fullWidth onClick={() => context.goBack()} disabled={sending}>
          Cancel
        </Button>
        <Button fullWidth loading={sending} disabled={!check.ok || !fee} onClick={confirm}>
          {sending ? 'Confirm in your wallet' : !check.ok && fee ? check.message : 'Send'}
        </Button>
      </div>
    </div>
  )
}
