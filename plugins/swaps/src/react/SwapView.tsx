'use client'
import { formatBalance, formatFiat, formatPercent } from '@foyer/core'
import {
  Button,
  Icon,
  IconButton,
  List,
  ListItem,
  Spinner,
  TextInput,
  usePluginContext,
  usePluginState,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useRef } from 'react'
import { executeSwap } from '../executeSwap.js'
import { initializeSwap } from '../initializeSwap.js'
import { isSwapQuoteCurrent } from '../isSwapQuoteCurrent.js'
import { requestSwapQuote, switchSwapTokens } from '../requestSwapQuote.js'
import type { SwapsPlugin } from '../swaps.js'
import { swapsMessages } from './swapsMessages.js'

const quoteDebounceMs = 400

/** Swap: what to pay and what to receive, the quote's details, then approval (when needed) and the swap. */
export default function SwapView() {
  const context = usePluginContext<SwapsPlugin>('swaps')
  const state = usePluginState<SwapsPlugin>('swaps')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const t = useTranslate(swapsMessages)
  const locale = { locale: t.locale }

  useEffect(() => {
    void initializeSwap(context)
    return () => clearTimeout(timer.current)
  }, [context])

  if (!state.initialized) {
    return (
      <div className="foyer-view foyer-swap foyer-view-fallback">
        <Spinner label={t('loading')} />
      </div>
    )
  }
  const { sourceToken, toToken } = state
  const pick = (side: 'source' | 'to') => {
    context.setState({ selecting: side })
    context.pushView('SwapSelectToken')
  }
  const typeAmount = (value: string) => {
    // Until the debounced quote for this amount lands, the shown quote is not this amount's.
    context.setState({ sourceTokenAmount: value, loadingQuote: Number(value) > 0 })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void requestSwapQuote(context), quoteDebounceMs)
  }
  const quoted =
    !state.loadingQuote &&
    Boolean(state.toTokenAmount) &&
    isSwapQuoteCurrent(state, context.getAccount().address)
  const usd = (amount: string, price: number | undefined) =>
    formatFiat(Number(amount || 0) * (price ?? 0), 'USD', locale)
  const inputError = state.inputError && t.fromEnglish(state.inputError)

  return (
    <div className="foyer-view foyer-swap">
      <TextInput
        label={t('pay')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={state.sourceTokenAmount}
        onChange={(event) => typeAmount(event.currentTarget.value)}
        error={inputError}
        hint={
          sourceToken
            ? t('usdBalance', {
                usd: usd(state.sourceTokenAmount, sourceToken.price),
                balance: formatBalance(sourceToken.balance, sourceToken.symbol, locale),
              })
            : t('usd', { usd: usd(state.sourceTokenAmount, undefined) })
        }
        end={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => pick('source')}
            aria-label={t('payWith', { token: sourceToken?.symbol ?? t('aToken') })}
          >
            {sourceToken?.symbol ?? t('selectToken')}
          </Button>
        }
      />
      <IconButton
        label={t('switchTokens')}
        icon={<Icon name="swap" />}
        onClick={() => void switchSwapTokens(context)}
      />
      <TextInput
        label={t('receive')}
        readOnly
        placeholder="0"
        value={state.toTokenAmount}
        hint={toToken ? t('usd', { usd: usd(state.toTokenAmount, toToken.price) }) : t('chooseToReceive')}
        end={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => pick('to')}
            aria-label={t('receiveToken', { token: toToken?.symbol ?? t('aToken') })}
          >
            {toToken?.symbol ?? t('selectToken')}
          </Button>
        }
      />
      {quoted && !state.inputError && sourceToken && toToken ? (
        <List aria-label={t('details')}>
          <ListItem label={t('priceImpact')} description={formatPercent(state.priceImpact ?? 0, locale)} />
          <ListItem
            label={t('maxSlippage')}
            description={t('amountShare', {
              amount: formatBalance(state.maxSlippage, toToken.symbol, locale),
              percent: formatPercent(state.slippage, locale),
            })}
          />
          <ListItem
            label={t('providerFee')}
            description={t('amountShare', {
              amount: formatBalance(state.providerFee, sourceToken.symbol, locale),
              percent: formatPercent(0.85, locale),
            })}
          />
          <ListItem
            label={t('networkCost')}
            description={formatFiat(state.gasPriceInUSD ?? 0, 'USD', locale)}
          />
        </List>
      ) : null}
      {state.pending ? (
        <p className="foyer-view__notice" role="status">
          {t.fromEnglish(state.pending)}
        </p>
      ) : null}
      <Button
        fullWidth
        loading={
          Boolean(state.pending) || state.loadingBuildTransaction || (state.loadingQuote && !state.inputError)
        }
        disabled={
          !quoted || Boolean(state.inputError) || Boolean(state.pending) || state.loadingBuildTransaction
        }
        onClick={() => void executeSwap(context)}
      >
        {inputError ??
          (state.loadingQuote
            ? t('gettingQuote')
            : toToken
              ? t('swapTo', { from: sourceToken?.symbol ?? '', to: toToken.symbol })
              : t('selectAToken'))}
      </Button>
    </div>
  )
}
