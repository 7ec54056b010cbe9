'use client'
import { formatBalance, formatExactBalance, formatFiat, formatUnits } from '@foyer/core'
import {
  Button,
  List,
  ListItem,
  Spinner,
  TextInput,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
  WalletImage,
} from '@foyer/react/ui'
import { useEffect, useMemo, useState } from 'react'
import { estimateSendFee, type SendFee } from '../estimateSendFee.js'
import { getSendTokens } from '../getSendTokens.js'
import { parseAmount } from '../parseAmount.js'
import { resolveReceiver } from '../resolveReceiver.js'
import type { SendPlugin, SendToken } from '../send.js'
import { toUsd } from '../toUsd.js'
import { getMaxAmount, validateSend } from '../validateSend.js'
import { receiverErrorText } from './receiverErrorText.js'
import { sendMessages } from './sendMessages.js'

const receiverDebounceMs = 300
const sameToken = (a: SendToken | undefined, b: SendToken) =>
  a?.address === b.address && a?.symbol === b.symbol

/** Step one of a send: the token, the amount (with Max and its USD value) and the receiver (address or name). */
export default function SendView() {
  const context = usePluginContext<SendPlugin>('send')
  const state = usePluginState<SendPlugin>('send')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const namespace = network.activeNamespace
  const [tokens, setTokens] = useState<SendToken[] | undefined>(undefined)
  const [fee, setFee] = useState<SendFee | undefined>(undefined)
  const [receiverText, setReceiverText] = useState(state.receiverProfileName ?? state.receiverAddress ?? '')
  const [receiverError, setReceiverError] = useState<string | undefined>(undefined)
  const t = useTranslate(sendMessages)
  const locale = { locale: t.locale }
  const [resolving, setResolving] = useState(false)

  useEffect(() => {
    if (!account.address || !network.caipNetworkId) return
    let live = true
    getSendTokens(context).then(
      (list) => {
        if (!live) return
        setTokens(list)
        const current = context.getState().token
        context.setState({ token: list.find((token) => sameToken(current, token)) ?? list[0] })
      },
      () => {
        if (!live) return
        setTokens([])
        context.showSnackbar({ message: t('balanceUnavailable'), variant: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [context, account.address, network.caipNetworkId, t])

  const native = tokens?.find((token) => !token.address)
  const token = state.token
  useEffect(() => {
    if (!token) return
    let live = true
    estimateSendFee(context, { token }).then(
      (estimate) => {
        if (!live) return
        setFee(estimate)
        const price = native?.price ?? 0
        const decimals = network.caipNetwork?.nativeCurrency.decimals ?? 18
        context.setState({
          gasPrice: estimate.gasPrice.toString(),
          gasPriceInUSD: toUsd(estimate.fee, decimals, price),
          networkBalanceInUSD: toUsd(BigInt(native?.balance ?? 0), decimals, price),
          networkBalance: native?.balance ?? '0',
          networkPriceInUSD: price,
        })
      },
      () => live && setFee(undefined),
    )
    return () => {
      live = false
    }
  }, [context, token, native, network.caipNetwork])

  useEffect(() => {
    const text = receiverText.trim()
    if (!text) {
      setReceiverError(undefined)
      if (context.getState().receiverAddress)
        context.setState({ receiverAddress: undefined, receiverProfileName: undefined })
      return
    }
    // Back from the review: what was typed is already resolved.
    const resolved = context.getState()
    if (
      resolved.receiverAddress &&
      (text === resolved.receiverAddress || text === resolved.receiverProfileName)
    )
      return
    // The old receiver is forgotten at once: Review must not send to it while the new text is being looked up.
    if (resolved.receiverAddress)
      context.setState({ receiverAddress: undefined, receiverProfileName: undefined })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setResolving(true)
      resolveReceiver(context, text, { signal: controller.signal })
        .then(
          (receiver) => {
            setReceiverError(undefined)
            context.setState({ receiverAddress: receiver.address, receiverProfileName: receiver.name })
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            setReceiverError(receiverErrorText(t, error))
            context.setState({ receiverAddress: undefined, receiverProfileName: undefined })
          },
        )
        .finally(() => !controller.signal.aborted && setResolving(false))
    }, receiverDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [context, receiverText, t])

  const check = validateSend({
    namespace,
    token,
    amount: state.sendTokenAmount,
    receiver: state.receiverAddress,
    fee: fee?.fee,
    nativeBalance: native ? BigInt(native.balance) : 0n,
    smartAccount: account.embeddedWalletInfo?.accountType === 'smartAccount',
  })
  const amountUsd = useMemo(() => {
    if (!token || !state.sendTokenAmount) return 0
    try {
      return toUsd(parseAmount(state.sendTokenAmount, token.decimals), token.decimals, token.price)
    } catch {
      return 0
    }
  }, [token, state.sendTokenAmount])

  if (!account.isConnected || !account.address) {
    return (
      <div className="foyer-view foyer-send">
        <p className="foyer-view__notice">{t('notConnected')}</p>
      </div>
    )
  }
  if (!tokens) {
    return (
      <div className="foyer-view foyer-send foyer-view-fallback">
        <Spinner label={t('loadingTokens')} />
      </div>
    )
  }
  const setMax = () => {
    if (!token) return
    context.setState({ sendTokenAmount: formatUnits(getMaxAmount(token, fee?.fee), token.decimals) })
  }

  return (
    <div className="foyer-view foyer-send">
      {tokens.length === 0 ? (
        <p className="foyer-view__notice">{t('noTokens', { network: network.caipNetwork?.name ?? '' })}</p>
      ) : (
        <List aria-label={t('tokenList')}>
          {tokens.map((entry) => (
            <ListItem
              key={entry.address ?? 'native'}
              className="foyer-token-row"
              label={entry.symbol}
              description={entry.name}
              end={<TokenAmount token={entry} />}
              image={<WalletImage name={entry.name} src={entry.iconUrl} size="sm" decorative />}
              selected={sameToken(token, entry)}
              onClick={() => context.setState({ token: entry })}
            />
          ))}
        </List>
      )}
      <TextInput
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={state.sendTokenAmount ?? ''}
        onChange={(event) => context.setState({ sendTokenAmount: event.currentTarget.value })}
        hint={
          token
            ? t('amountHintBalance', {
                usd: formatFiat(amountUsd, 'USD', locale),
                balance: formatBalance(
                  formatUnits(BigInt(token.balance), token.decimals),
                  token.symbol,
                  locale,
                ),
              })
            : t('amountHint', { usd: formatFiat(amountUsd, 'USD', locale) })
        }
        end={
          <Button variant="ghost" size="sm" onClick={setMax} disabled={!token}>
            {t('max')}
          </Button>
        }
      />
      <TextInput
        label={namespace === 'eip155' ? t('receiverOrName') : t('receiver')}
        autoComplete="off"
        spellCheck={false}
        placeholder={namespace === 'eip155' ? t('receiverPlaceholderOrName') : t('receiverPlaceholder')}
        dir="auto"
        value={receiverText}
        onChange={(event) => setReceiverText(event.currentTarget.value)}
        error={receiverError && t.fromEnglish(receiverError)}
        hint={
          resolving
            ? t('lookingUp')
            : state.receiverProfileName && state.receiverAddress
              ? `${state.receiverProfileName}: ${state.receiverAddress}`
              : undefined
        }
      />
      <Button fullWidth disabled={!check.ok || resolving} onClick={() => context.pushView('SendReview')}>
        {check.ok ? t('review') : t.fromEnglish(check.message)}
      </Button>
    </div>
  )
}

/** A picker row's end: what the account holds (full value in the title), then its worth in USD on its own line. */
function TokenAmount({ token }: { token: SendToken }) {
  const held = formatUnits(BigInt(token.balance), token.decimals)
  const { locale } = useTranslate(sendMessages)
  return (
    <>
      <span className="foyer-token-row__value" dir="ltr" title={formatExactBalance(held, token.symbol)}>
        {formatBalance(held, token.symbol, { locale })}
      </span>
      {token.price ? (
        <span className="foyer-token-row__price" dir="ltr">
          {formatFiat(toUsd(BigInt(token.balance), token.decimals, token.price), 'USD', { locale })}
        </span>
      ) : null}
    </>
  )
}
