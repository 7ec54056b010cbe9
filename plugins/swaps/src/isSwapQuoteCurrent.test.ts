import { describe, expect, it } from 'vitest'
import { isSwapQuoteCurrent } from './isSwapQuoteCurrent.js'
import type { SwapTokenEntry } from './swaps.js'

const token = (symbol: string, address: string, decimals: number): SwapTokenEntry => ({
  name: symbol,
  symbol,
  address,
  decimals,
  logoUri: '',
  price: 1,
  balance: '10',
})
const eth = token('ETH', 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
const usdc = token('USDC', 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6)
const dai = token('DAI', 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f', 18)
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const quoteOfOneEth = {
  from: eth.address,
  to: usdc.address,
  fromAmount: 10n ** 18n,
  toAmount: '3000000000',
  user: `eip155:1:${address}`,
}
const form = {
  chainId: 'eip155:1',
  sourceToken: eth,
  toToken: usdc,
  sourceTokenAmount: '1',
  quote: { ...quoteOfOneEth, fromAmount: quoteOfOneEth.fromAmount.toString() },
}

describe('isSwapQuoteCurrent: the swap may go only on the quote for the form as it is now', () => {
  it('holds for the quote of these tokens, this amount and this account (any spelling of the same amount)', () => {
    expect(isSwapQuoteCurrent(form, address)).toBe(true)
    expect(isSwapQuoteCurrent({ ...form, sourceTokenAmount: '1.000' }, address.toLowerCase())).toBe(true)
  })

  it('fails while the amount typed key by key is not yet quoted (1 quoted, 0.1 typed)', () => {
    expect(isSwapQuoteCurrent({ ...form, sourceTokenAmount: '0.' }, address)).toBe(false)
    expect(isSwapQuoteCurrent({ ...form, sourceTokenAmount: '0.1' }, address)).toBe(false)
    expect(isSwapQuoteCurrent({ ...form, sourceTokenAmount: 'abc' }, address)).toBe(false)
  })

  it('fails for other tokens, another account, another network or no quote', () => {
    expect(isSwapQuoteCurrent({ ...form, toToken: dai }, address)).toBe(false)
    expect(isSwapQuoteCurrent({ ...form, sourceToken: usdc, toToken: eth }, address)).toBe(false)
    expect(isSwapQuoteCurrent(form, '0x0000000000000000000000000000000000000001')).toBe(false)
    expect(isSwapQuoteCurrent(form, undefined)).toBe(false)
    expect(isSwapQuoteCurrent({ ...form, chainId: 'eip155:11155111' }, address)).toBe(false)
    expect(isSwapQuoteCurrent({ ...form, quote: undefined }, address)).toBe(false)
  })
})
