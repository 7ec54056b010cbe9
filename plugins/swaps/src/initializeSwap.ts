import {
  getBlockchainApi,
  nativeTokenAddresses,
  swapPopularTokenSymbols,
  swapSuggestedTokenSymbols,
  swapSupportedNetworks,
} from '@foyer/core'
import type { SwapsContext, SwapTokenEntry } from './swaps.js'

/**
 * SPEC.md §4 initializing: the network's token list, the native token's price and the account's balances; then the
 * source defaults to the native token with amount 1. On a network the swap API does not serve the modal shows
 * 'Network not supported for Swaps'; a failure shows 'Failed to initialize swap' and goes back.
 */
export async function initializeSwap(context: SwapsContext): Promise<void> {
  const account = context.getAccount()
  const chainId = context.getNetwork().caipNetworkId
  const state = context.getState()
  if ((state.initializing || state.initialized) && state.chainId === chainId) return
  if (!chainId || !(swapSupportedNetworks as readonly string[]).includes(chainId)) {
    context.showSnackbar({ message: 'Network not supported for Swaps', variant: 'error' })
    context.goBack()
    return
  }
  context.setState({ initializing: true, initialized: false, chainId })
  try {
    const api = getBlockchainApi(context.options)
    if (!api || !account.address) throw new Error('no Blockchain API or account')
    const [{ tokens }, { balances }] = await Promise.all([
      api.getSwapTokens({ chainId }),
      api.getBalance({ address: account.address, chainId, currency: 'usd' }),
    ])
    const nativeAddress = `${chainId}:${nativeTokenAddresses.eip155}`
    context.setState({ loadingPrices: true })
    const prices = await api
      .getFungiblePrice({ currency: 'usd', addresses: tokens.map((token) => token.address) })
      .then(
        ({ fungibles }) => fungibles,
        () => [],
      )
    const networkPrice = prices.find(
      (_, index) => tokens[index]?.address.toLowerCase() === nativeAddress,
    )?.price
    if (networkPrice === undefined)
      context.showSnackbar({ message: 'Failed to fetch network token price', variant: 'error' })
    const held = (address: string) =>
      balances.find((balance) =>
        balance.address
          ? balance.address.toLowerCase() === address.toLowerCase()
          : address.toLowerCase() === nativeAddress,
      )
    const entries: SwapTokenEntry[] = tokens.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      price: prices[index]?.price ?? held(token.address)?.price ?? 0,
      balance: held(token.address)?.quantity.numeric ?? '0',
    }))
    if (context.getState().chainId !== chainId) return
    const native = entries.find((token) => token.address.toLowerCase() === nativeAddress)
    const bySymbols = (symbols: readonly string[]) =>
      symbols.flatMap((symbol) => entries.filter((token) => token.symbol === symbol))
    context.setState({
      initializing: false,
      initialized: true,
      loadingPrices: false,
      tokens: entries,
      popularTokens: bySymbols(swapPopularTokenSymbols),
      suggestedTokens: bySymbols(swapSuggestedTokenSymbols),
      myTokensWithBalance: entries
        .filter((token) => Number(token.balance) > 0)
        .sort((a, b) => Number(b.balance) * b.price - Number(a.balance) * a.price),
      tokensPriceMap: Object.fromEntries(entries.map((token) => [token.address.toLowerCase(), token.price])),
      networkPrice: networkPrice ?? 0,
      networkBalance: native?.balance ?? '0',
      networkBalanceInUSD: Number(native?.balance ?? 0) * (networkPrice ?? 0),
      networkTokenSymbol: native?.symbol ?? '',
      sourceToken: native,
      sourceTokenAmount: '1',
      sourceTokenPriceInUSD: native?.price ?? 0,
    })
  } catch {
    context.setState({ initializing: false, initialized: false, loadingPrices: false })
    context.showSnackbar({ message: 'Failed to initialize swap', variant: 'error' })
    context.goBack()
  }
}
