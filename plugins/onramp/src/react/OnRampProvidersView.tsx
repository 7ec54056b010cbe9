'use client'
import { formatBalance, formatExactBalance, formatFiat } from '@foyer/core'
import {
  Button,
  List,
  ListItem,
  Spinner,
  Tag,
  TextInput,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { fetchOnrampQuotes, type OnrampProviderQuote } from '../fetchOnrampQuotes.js'
import { loadOnrampOptions } from '../loadOnrampOptions.js'
import type { OnrampCurrency, OnrampPlugin } from '../onramp.js'
import { openOnrampCheckout } from '../openOnrampCheckout.js'
import { findOnrampAmountProblem } from '../validateOnrampAmount.js'
import { watchOnrampPurchase } from '../watchOnrampPurchase.js'
import { onrampErrorText } from './onrampErrorText.js'
import { onrampMessages } from './onrampMessages.js'

const quoteDebounceMs = 300
const currencies: readonly OnrampCurrency[] = ['USD', 'EUR']

/** Buy crypto: the payment currency and amount, the asset, then a provider's quote; its checkout opens in a new window. */
export default function OnRampProvidersView() {
  const context = usePluginContext<OnrampPlugin>('onramp')
  const state = usePluginState<OnrampPlugin>('onramp')
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const [quotes, setQuotes] = useState<OnrampProviderQuote[] | undefined>(undefined)
  const [opened, setOpened] = useState<string | undefined>(undefined)
  // What arrived, once the purchase is reported (empty when the service did not say).
  const [bought, setBought] = useState<{ quantity?: string; symbol?: string } | undefined>(undefined)
  const t = useTranslate(onrampMessages)
  const locale = { locale: t.locale }
  // Once a checkout is open, the view waits for the purchase the service reports, then says what arrived.
  useEffect(() => {
    if (!opened) return
    const controller = new AbortController()
    void watchOnrampPurchase(context, { signal: controller.signal }).then((purchase) => {
      const received =
        purchase?.transfers.find((transfer) => transfer.direction === 'in') ?? purchase?.transfers[0]
      if (!purchase || controller.signal.aborted) return
      setOpened(undefined)
      setBought(
        received?.fungible_info
          ? { quantity: received.quantity.numeric, symbol: received.fungible_info.symbol }
          : {},
      )
    })
    return () => controller.abort()
  }, [context, opened])
  const reference = network.caipNetworkId?.split(':')[1]
  const assets = (state.options?.purchaseCurrencies ?? []).filter((entry) =>
    entry.networks.some((candidate) => candidate.chain_id === reference),
  )
  const asset = assets.find((entry) => entry.symbol === state.asset)?.symbol ?? assets[0]?.symbol
  const problem = findOnrampAmountProblem(state.amount, state.currency, state.options)
  const amountError =
    problem &&
    (problem.reason === 'range'
      ? t('invalid.range', { min: String(problem.min), max: String(problem.max), currency: problem.currency })
      : t(`invalid.${problem.reason}`))

  useEffect(() => {
    void loadOnrampOptions(context)
  }, [context])

  useEffect(() => {
    setQuotes(undefined)
    if (!asset || amountError) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchOnrampQuotes(context, {
        amount: state.amount,
        currency: state.currency,
        asset,
        signal: controller.signal,
      }).then(
        (found) => !controller.signal.aborted && setQuotes(found),
        () => {},
      )
    }, quoteDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [context, asset, amountError, state.amount, state.currency])

  if (!state.options) {
    return (
      <div className="foyer-view foyer-onramp foyer-view-fallback">
        <Spinner label={t('loading')} />
      </div>
    )
  }
  const buy = (quote: OnrampProviderQuote) => {
    if (!asset) return
    // Opened within the click, so popup blockers let it through; the checkout loads into it.
    const target = globalThis.open?.('', '_blank') ?? null
    openOnrampCheckout(context, {
      provider: quote.provider,
      amount: state.amount,
      currency: state.currency,
      asset,
      target,
    }).then(
      () => {
        setBought(undefined)
        setOpened(quote.provider.name)
      },
      (error: unknown) => context.showSnackbar({ message: onrampErrorText(t, error), variant: 'error' }),
    )
  }
  const sample = state.sampleOptions || quotes?.some((quote) => quote.sample)

  return (
    <div className="foyer-view foyer-onramp">
      {sample ? (
        <p className="foyer-view__notice" role="status">
          <Tag variant="accent">{t('sample')}</Tag> {t('sampleNotice')}
        </p>
      ) : null}
      <fieldset className="foyer-onramp__currencies">
        <legend className="foyer-visually-hidden">{t('payWith')}</legend>
        {currencies.map((currency) => (
          <Button
            key={currency}
            variant={currency === state.currency ? 'accent' : 'neutral'}
            aria-pressed={currency === state.currency}
            onClick={() => context.setState({ currency })}
          >
            {currency}
          </Button>
        ))}
      </fieldset>
      <TextInput
        label={t('amount', { currency: state.currency })}
        inputMode="decimal"
        autoComplete="off"
        value={state.amount}
        onChange={(event) => context.setState({ amount: event.currentTarget.value })}
        error={state.amount ? amountError : undefined}
      />
      {assets.length === 0 ? (
        <p className="foyer-view__notice">
          {t('nothingToBuy', { network: network.caipNetwork?.name ?? t('thisNetwork') })}
        </p>
      ) : (
        <List aria-label={t('asset')}>
          {assets.map((entry) => (
            <ListItem
              key={entry.id}
              label={entry.symbol}
              description={entry.name}
              selected={entry.symbol === asset}
              onClick={() => context.setState({ asset: entry.symbol })}
            />
          ))}
        </List>
      )}
      {asset && !amountError && !quotes ? <Spinner label={t('gettingQuotes')} /> : null}
      {quotes?.length ? (
        <List aria-label={t('providers')}>
          {quotes.map((quote) => (
            <ListItem
              key={quote.provider.id}
              label={t('buyWith', { provider: quote.provider.name })}
              description={t('quote', {
                amount: formatExactBalance(quote.purchaseAmount, asset, locale),
                fee: formatFiat(quote.fee, state.currency, locale),
                networkFee: formatFiat(quote.networkFee, state.currency, locale),
              })}
              onClick={() => buy(quote)}
            />
          ))}
        </List>
      ) : null}
      {opened ? (
        <p className="foyer-view__notice foyer-onramp__waiting" role="status">
          <Spinner size="sm" /> {t('waiting', { provider: opened })}
        </p>
      ) : null}
      {bought ? (
        <p className="foyer-view__notice foyer-onramp__bought" role="status">
          {t('bought', {
            amount:
              bought.quantity !== undefined
                ? formatBalance(bought.quantity, bought.symbol, locale)
                : t('yourCrypto'),
          })}
        </p>
      ) : null}
    </div>
  )
}
