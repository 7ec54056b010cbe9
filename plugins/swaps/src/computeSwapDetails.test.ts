import { describe, expect, it } from 'vitest'
import { computeSwapDetails } from './computeSwapDetails.js'
import type { SwapTokenEntry } from './swaps.js'

const token = (symbol: string, price: number, balance: string, decimals = 18): SwapTokenEntry => ({
  name: symbol,
  symbol,
  address: `eip155:1:0x${symbol}`,
  decimals,
  logoUri: '',
  price,
  balance,
})
const eth = token('ETH', 3000, '2')
const usdc = token('USDC', 1, '5000', 6)
const base = {
  sourceToken: eth,
  sourceTokenAmount: '1',
  toToken: usdc,
  toTokenAmount: '2970',
  slippage: 1,
  gasPriceInUSD: 2,
  networkBalanceInUSD: 6000,
  smartAccount: false,
}

describe('computeSwapDetails (SPEC.md §4, §9)', () => {
  it('gives the price impact as the USD difference, the max slippage and the 0.85 % provider fee', () => {
    expect(computeSwapDetails(base)).toEqual({
      inputError: undefined,
      priceImpact: 1,
      maxSlippage: '29.7',
      providerFee: '0.0085',
    })
  })

  it("says 'Insufficient balance' when the amount exceeds the balance", () => {
    expect(computeSwapDetails({ ...base, sourceTokenAmount: '2.5' }).inputError).toBe('Insufficient balance')
  })

  it('checks the network fee in USD against the native balance, except for smart accounts', () => {
    const poor = {
      ...base,
      sourceToken: usdc,
      sourceTokenAmount: '10',
      toToken: eth,
      toTokenAmount: '0.0033',
    }
    expect(computeSwapDetails({ ...poor, gasPriceInUSD: 5, networkBalanceInUSD: 1 }).inputError).toBe(
      'Insufficient balance',
    )
    expect(
      computeSwapDetails({ ...poor, gasPriceInUSD: 5, networkBalanceInUSD: 1, smartAccount: true })
        .inputError,
    ).toBeUndefined()
  })

  it('has no price impact when a price is unknown', () => {
    expect(computeSwapDetails({ ...base, toToken: token('NEW', 0, '0') }).priceImpact).toBeUndefined()
  })
})
