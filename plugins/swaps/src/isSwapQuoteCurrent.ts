import { parseTokenAmount } from '@foyer/core'
import type { SwapsState } from './swaps.js'

/**
 * Whether the quote the view shows is the quote for the form as it is now: the same tokens, the same amount (in the
 * source token's base units) and the same account. Only then may the swap be sent.
 */
export function isSwapQuoteCurrent(
  state: Pick<SwapsState, 'quote' | 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'chainId'>,
  address: string | undefined,
): boolean {
  const { quote, sourceToken, toToken, sourceTokenAmount, chainId } = state
  if (!quote || !sourceToken || !toToken || !chainId || !address) return false
  let amount: bigint
  try {
    amount = parseTokenAmount(sourceTokenAmount, sourceToken.decimals)
  } catch {
    return false
  }
  return (
    quote.from === sourceToken.address &&
    quote.to === toToken.address &&
    quote.fromAmount === amount.toString() &&
    quote.user.toLowerCase() === `${chainId}:${address}`.toLowerCase()
  )
}
