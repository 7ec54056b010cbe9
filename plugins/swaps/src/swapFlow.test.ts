import { swapSuggestedTokenSymbols } from '@foyer/core'
import { sepolia } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { initializeSwap, requestSwapQuote, swaps, switchSwapTokens } from './exports/index.js'
import { startServiceProxy } from './serviceProxy.test-utils.js'

const { serviceUrl, keys } = inject('swapsDevnet')

function setup(networks?: readonly [typeof sepolia], apiUrl = serviceUrl) {
  const plugin = swaps()
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl,
    plugins: [plugin],
    ...(networks ? { networks } : {}),
    adapter: {
      accounts: [privateKeyToAccount(keys[0] as `0x${string}`).address],
      ...(networks ? { chainId: sepolia.id } : {}),
    },
  })
  return { test, context: test.context<typeof plugin>('swaps') }
}

describe('the swap state machine against the reference service on anvil', () => {
  it('initializes with the native token and amount 1, quotes, flips the sides and re-quotes', async () => {
    const { test, context } = setup()
    await test.connect()
    await initializeSwap(context)
    let state = context.getState()
    expect(state).toMatchObject({
      initialized: true,
      initializing: false,
      loadingPrices: false,
      chainId: 'eip155:1',
      sourceTokenAmount: '1',
      networkTokenSymbol: 'ETH',
    })
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.networkPrice).toBeGreaterThan(0)
    expect(state.sourceTokenPriceInUSD).toBe(state.networkPrice)
    expect(state.networkBalanceInUSD).toBeCloseTo(Number(state.networkBalance) * state.networkPrice, 6)
    expect(state.networkBalanceInUSD).toBeGreaterThan(0)
    expect(state.myTokensWithBalance.map((token) => token.symbol)).toContain('USDC')
    // The suggested tokens the network serves, in the suggested list's order; the popular list starts with them.
    const served = swapSuggestedTokenSymbols.filter((symbol) =>
      state.tokens.some((token) => token.symbol === symbol),
    )
    expect(state.suggestedTokens.map((token) => token.symbol)).toEqual(served)
    expect(state.popularTokens.slice(0, served.length)).toEqual(state.suggestedTokens)
    for (const token of state.tokens)
      expect(state.tokensPriceMap[token.address.toLowerCase()]).toBe(token.price)

    const usdc = state.tokens.find((token) => token.symbol === 'USDC')
    context.setState({ toToken: usdc })
    await requestSwapQuote(context)
    state = context.getState()
    expect(Number(state.toTokenAmount)).toBeGreaterThan(1000)
    expect(state.toTokenAmount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6)
    expect(state.providerFee).toBe('0.0085')
    expect(state.inputError).toBeUndefined()
    expect(state.priceImpact).toBeGreaterThan(0)
    expect(state.toTokenPriceInUSD).toBe(usdc?.price)
    expect(BigInt(state.gasFee)).toBeGreaterThan(0n)
    expect(state.gasPriceInUSD).toBeCloseTo((Number(state.gasFee) * 150_000 * state.networkPrice) / 1e18, 9)

    const received = state.toTokenAmount
    await switchSwapTokens(context)
    state = context.getState()
    expect(state.sourceToken?.symbol).toBe('USDC')
    expect(state.toToken?.symbol).toBe('ETH')
    expect(state.sourceTokenAmount).toBe(received)
    expect(Number(state.toTokenAmount)).toBeGreaterThan(0.9)

    context.setState({ sourceTokenAmount: '100000000' })
    await requestSwapQuote(context)
    expect(context.getState().inputError).toBe('Insufficient balance')
    test.destroy()
  })

  it('refuses malformed amounts before any quote: exponents, signs, spaces, hex, Infinity, too many decimals', async () => {
    const { test, context } = setup()
    await test.connect()
    await initializeSwap(context)
    const { tokens } = context.getState()
    const usdc = tokens.find((token) => token.symbol === 'USDC')
    const dai = tokens.find((token) => token.symbol === 'DAI')
    context.setState({ sourceToken: usdc, toToken: dai })
    for (const [amount, message] of [
      ['1e3', 'Enter the amount without exponent notation.'],
      ['-5', 'The amount cannot be negative.'],
      ['+1', 'Enter the amount as digits with at most one decimal point.'],
      [' 1', 'Enter the amount without spaces.'],
      ['0x10', 'Enter the amount as digits with at most one decimal point.'],
      ['Infinity', 'Enter the amount as digits with at most one decimal point.'],
      ['1.0000009', 'This token takes at most 6 decimals.'],
    ] as const) {
      context.setState({ sourceTokenAmount: amount })
      await requestSwapQuote(context)
      expect(context.getState()).toMatchObject({ inputError: message, toTokenAmount: '', quote: undefined })
    }
    context.setState({ sourceTokenAmount: '1.000000' })
    await requestSwapQuote(context)
    expect(context.getState().inputError).toBeUndefined()
    expect(context.getState().quote?.fromAmount).toBe('1000000')
    test.destroy()
  })

  it("alerts 'Incorrect amount' when there is no quote, and refuses networks without swaps", async () => {
    const { test, context } = setup()
    await test.connect()
    await initializeSwap(context)
    const state = context.getState()
    context.setState({
      toToken: state.tokens.find((token) => token.symbol === 'USDC'),
      sourceTokenAmount: '0.000000000000000001',
    })
    await requestSwapQuote(context)
    expect(context.getSnackbar()).toMatchObject({ message: 'Incorrect amount. Please enter a valid amount' })
    expect(context.getState().toTokenAmount).toBe('')
    test.destroy()

    const other = setup([sepolia])
    await other.test.connect()
    await initializeSwap(other.context)
    expect(other.context.getSnackbar()).toMatchObject({ message: 'Network not supported for Swaps' })
    expect(other.context.getState()).toMatchObject({ initialized: false, initializing: false })
    other.test.destroy()
  })
})

describe('swap messages when the service fails one endpoint', () => {
  const stops: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop()
  })
  async function failing(path: string) {
    const proxy = await startServiceProxy(serviceUrl, (requested) => requested === path)
    stops.push(proxy.stop)
    const started = setup(undefined, proxy.url)
    await started.test.connect()
    return started
  }

  it("'Failed to initialize swap' goes back and leaves the swap uninitialized", async () => {
    const { test, context } = await failing('/v1/convert/tokens')
    context.pushView('Account')
    context.pushView('Swap')
    await initializeSwap(context)
    expect(context.getSnackbar()).toMatchObject({ variant: 'error', message: 'Failed to initialize swap' })
    expect(context.getState()).toMatchObject({
      initialized: false,
      initializing: false,
      loadingPrices: false,
    })
    expect(test.kernel.store.getState().router.view).toBe('Account')
    test.destroy()
  })

  it("'Failed to fetch network token price' treats the price as empty", async () => {
    const { test, context } = await failing('/v1/fungible/price')
    await initializeSwap(context)
    expect(context.getSnackbar()).toMatchObject({ message: 'Failed to fetch network token price' })
    expect(context.getState()).toMatchObject({ initialized: true, networkPrice: 0, networkBalanceInUSD: 0 })
    test.destroy()
  })

  it("'Network not supported for Gas Price' still quotes, at gas price 0", async () => {
    const { test, context } = await failing('/v1/convert/gas-price')
    await initializeSwap(context)
    context.setState({ toToken: context.getState().tokens.find((token) => token.symbol === 'USDC') })
    await requestSwapQuote(context)
    expect(context.getSnackbar()).toMatchObject({ message: 'Network not supported for Gas Price' })
    expect(context.getState()).toMatchObject({ gasFee: '0', gasPriceInUSD: 0 })
    expect(Number(context.getState().toTokenAmount)).toBeGreaterThan(1000)
    test.destroy()
  })
})
