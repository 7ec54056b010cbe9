import { swapProviderFee } from '@foyer/core'
import type { SwapTokenEntry } from './swaps.js'

export type SwapDetails = {
  inputError: 'Insufficient balance' | undefined
  priceImpact: number | undefined
  maxSlippage: string | undefined
  providerFee: string | undefined
}

/**
 * SPEC.md §4 after a quote: 'Insufficient balance' when the source amount exceeds its balance, or (except for smart
 * accounts) the network fee in USD exceeds the native balance in USD; otherwise the price impact (the percentage
 * difference of the USD values), the max slippage (of the to-amount) and the provider fee (0.85 % of the source).
 */
export function computeSwapDetails({
  sourceToken,
  sourceTokenAmount,
  toToken,
  toTokenAmount,
  slippage,
  gasPriceInUSD,
  networkBalanceInUSD,
  smartAccount,
}: {
  sourceToken: SwapTokenEntry
  sourceTokenAmount: string
  toToken: SwapTokenEntry
  toTokenAmount: string
  slippage: number
  gasPriceInUSD: number
  networkBalanceInUSD: number
  smartAccount: boolean
}): SwapDetails {
  const amount = Number(sourceTokenAmount)
  const insufficient =
    amount > Number(sourceToken.balance) || (!smartAccount && gasPriceInUSD > networkBalanceInUSD)
  if (insufficient)
    return {
      inputError: 'Insufficient balance',
      priceImpact: undefined,
      maxSlippage: undefined,
      providerFee: undefined,
    }
  const inUsd = amount * sourceToken.price
  const outUsd = Number(toTokenAmount) * toToken.price
  return {
    inputError: undefined,
    priceImpact: inUsd > 0 && outUsd > 0 ? ((inUsd - outUsd) / inUsd) * 100 : undefined,
    maxSlippage: trim((Number(toTokenAmount) * slippage) / 100, toToken.decimals),
    providerFee: trim(amount * swapProviderFee, sourceToken.decimals),
  }
}

const trim = (value: number, decimals: number) =>
  value
    .toFixed(Math.min(decimals, 8))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
