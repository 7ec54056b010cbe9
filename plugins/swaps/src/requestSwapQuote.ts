import {
  formatSwapAmount,
  formatUnits,
  getBlockchainApi,
  InvalidAmountError,
  parseTokenAmount,
  swapDefaultGasUnits,
} from '@foyer/core'
import { computeSwapDetails } from './computeSwapDetails.js'
import type { SwapsContext, SwapTokenEntry } from './swaps.js'

const quoteRuns = new WeakMap<object, number>()

/**
 * SPEC.md §4: with both tokens and a positive amount, a quote (`GET /v1/convert/quotes`, the first `toAmount`)
 * sets the to-amount (6 decimals) and the details; no quote alerts 'Incorrect amount' / 'Please enter a valid
 * amount'. A newer call wins over an older one still running.
 */
export async function requestSwapQuote(context: SwapsContext): Promise<void> {
  const run = (quoteRuns.get(context) ?? 0) + 1
  quoteRuns.set(context, run)
  const current = () => quoteRuns.get(context) === run
  const { sourceToken, toToken, sourceTokenAmount, chainId, tokensPriceMap } = context.getState()
  const account = context.getAccount()
  const priceOf = (token: SwapTokenEntry | undefined) =>
    token ? (tokensPriceMap[token.address.toLowerCase()] ?? token.price) : 0
  context.setState({ sourceTokenPriceInUSD: priceOf(sourceToken), toTokenPriceInUSD: priceOf(toToken) })
  let base = 0n
  let amountError: string | undefined
  if (sourceToken && sourceTokenAmount !== '') {
    try {
      base = parseTokenAmount(sourceTokenAmount, sourceToken.decimals)
    } catch (error) {
      amountError = error instanceof InvalidAmountError ? error.shortMessage : 'Enter a valid amount.'
    }
  }
  if (!sourceToken || !toToken || !chainId || !account.address || base <= 0n) {
    context.setState({
      toTokenAmount: '',
      inputError: amountError,
      priceImpact: undefined,
      loadingQuote: false,
      quote: undefined,
    })
    return
  }
  const api = getBlockchainApi(context.options)
  if (!api) return
  context.setState({ loadingQuote: true, quote: undefined })
  try {
    const gasPrice = await api.getGasPrice({ chainId }).then(
      ({ standard }) => BigInt(standard),
      () => {
        context.showSnackbar({ message: 'Network not supported for Gas Price', variant: 'error' })
        return 0n
      },
    )
    const user = `${chainId}:${account.address}`
    const { quotes } = await api.getSwapQuote({
      amount: base.toString(),
      userAddress: user,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: gasPrice.toString(),
    })
    const toAmount = quotes[0]?.toAmount
    if (!toAmount) throw new Error('no quote')
    if (!current()) return
    const state = context.getState()
    const gasPriceInUSD = Number(formatUnits(gasPrice * swapDefaultGasUnits, 18)) * state.networkPrice
    const toTokenAmount = formatSwapAmount(formatUnits(BigInt(toAmount), toToken.decimals))
    context.setState({
      toTokenAmount,
      gasFee: gasPrice.toString(),
      gasPriceInUSD,
      loadingQuote: false,
      quote: { from: sourceToken.address, to: toToken.address, fromAmount: base.toString(), toAmount, user },
      ...computeSwapDetails({
        sourceToken,
        sourceTokenAmount,
        toToken,
        toTokenAmount,
        slippage: state.slippage,
        gasPriceInUSD,
        networkBalanceInUSD: Number(state.networkBalance) * state.networkPrice,
        smartAccount: account.embeddedWalletInfo?.accountType === 'smartAccount',
      }),
    })
  } catch {
    if (!current()) return
    context.setState({ toTokenAmount: '', loadingQuote: false, priceImpact: undefined })
    context.showSnackbar({ message: 'Incorrect amount. Please enter a valid amount', variant: 'error' })
  }
}

/** Switching tokens swaps the sides: the new amount is the old to-amount, or 1 when empty; then a new quote. */
export async function switchSwapTokens(context: SwapsContext): Promise<void> {
  const { sourceToken, toToken, toTokenAmount } = context.getState()
  context.setState({
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenAmount: toTokenAmount && Number(toTokenAmount) > 0 ? toTokenAmount : '1',
    toTokenAmount: '',
  })
  await requestSwapQuote(context)
}

/** Picks a token for the side being selected (the other side is swapped out if it is the same token), re-quotes. */
export async function selectSwapToken(context: SwapsContext, token: SwapTokenEntry): Promise<void> {
  const { selecting, sourceToken, toToken } = context.getState()
  if (selecting === 'source')
    context.setState({
      sourceToken: token,
      toToken: toToken?.address === token.address ? sourceToken : toToken,
    })
  else
    context.setState({
      toToken: token,
      sourceToken: sourceToken?.address === token.address ? toToken : sourceToken,
    })
  await requestSwapQuote(context)
}
