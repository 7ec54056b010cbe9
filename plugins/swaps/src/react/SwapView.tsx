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
} from '@foyer/react/ui'
import { useEffect, useRef } from 'react'
import { executeSwap } from '../executeSwap.js'
import { initializeSwap } from '../initializeSwap.js'
import { isSwapQuoteCurrent } from '../isSwapQuoteCurrent.js'
import { requestSwapQuote, switchSwapTokens } from '../requestSwapQuote.js'
import type { SwapsPlugin } from '../swaps.js'

const quoteDebounceMs = 400

/** Swap: what to pay and what to receive, the quote's details, then approval (when needed) and the swap. */
export default function SwapView() {
  const context = usePluginContext<SwapsPlugin>('swaps')
  const state = usePluginState<SwapsPlugin>('swaps')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    void initializeSwap(context)
    return () => clearTimeout(timer.current)
  }, [context])

  if (state.status !== 'initialized') {
    return (
      <div className="foyer-view foyer-swap foyer-view-fallback">
        <Spinner label="Loading swap" />
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
    formatFiat(Number(amount || 0) * (price ?? 0), 'USD')

  return (
    <div className="foyer-view foyer-swap">
      <TextInput
        label="You pay"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={state.sourceTokenAmount}
        onChange={(event) => typeAmount(event.currentTarget.value)}
        error={state.inputError}
        hint={`≈ ${usd(state.sourceTokenAmount, sourceToken?.price)}${sourceToken ? ` · Balance ${formatBalance(sourceToken.balance, sourceToken.symbol)}` : ''}`}
        end={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => pick('source')}
            aria-label={`Pay with ${sourceToken?.symbol ?? 'a token'}: change`}
          >
            {sourceToken?.symbol ?? 'Select token'}
          </Button>
        }
      />
      <IconButton
        label="Switch tokens"
        icon={<Icon name="swap" />}
        onClick={() => void switchSwapTokens(context)}
      />
      <TextInput
        label="You receive"
        readOnly
        placeholder="0"
        value={state.toTokenAmount}
        hint={toToken ? `≈ ${usd(state.toTokenAmount, toToken.price)}` : 'Choose the token to receive'}
        end={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => pick('to')}
            aria-label={`Receive ${toToken?.symbol ?? 'a token'}: change`}
          >
            {toToken?.symbol ?? 'Select token'}
          </Button>
        }
      />
      {quoted && !state.inputError && sourceToken && toToken ? (
        <List aria-label="Swap details">
          <ListItem label="Price impact" description={formatPercent(state.priceImpact ?? 0)} />
          <ListItem
            label="Max. slippage"
            description={`${formatBalance(state.maxSlippage, toToken.symbol)} (${formatPercent(state.slippage)})`}
          />
          <ListItem
            label="Provider fee"
            description={`${formatBalance(state.providerFee, sourceToken.symbol)} (${formatPercent(0.85)})`}
          />
          <ListItem label="Network cost" description={formatFiat(state.gasPriceInUSD ?? 0, 'USD')} />
        </List>
      ) : null}
      {state.pending ? (
        <p className="foyer-view__notice" role="status">
          {state.pending}
        </p>
      ) : null}
      <Button
        fullWidth
        loading={Boolean(state.pending) || (state.loadingQuote && !state.inputError)}
        disabled={!quoted || Boolean(state.inputError) || Boolean(state.pending)}
        onClick={() => void executeSwap(context)}
      >
        {state.inputError ??
          (state.loadingQuote
            ? 'Getting quote…'
            : toToken
              ? `Swap ${sourceToken?.symbol ?? ''} to ${toToken.symbol}`
              : 'Select a token')}
      </Button>
    </div>
  )
}
