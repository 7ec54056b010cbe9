import { sepolia } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { initializeSwap, requestSwapQuote, swaps, switchSwapTokens } from './exports/index.js'

const { serviceUrl, keys } = inject('swapsDevnet')

function setup(networks?: readonly [typeof sepolia]) {
  const plugin = swaps()
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
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
    expect(state).toMatchObject({ status: 'initialized', chainId: 'eip155:1', sourceTokenAmount: '1' })
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.networkPrice).toBeGreaterThan(0)
    expect(state.myTokens.map((token) => token.symbol)).toContain('USDC')

    const usdc = state.tokens.find((token) => token.symbol === 'USDC')
    context.setState({ toToken: usdc })
    await requestSwapQuote(context)
    state = context.getState()
    expect(Number(state.toTokenAmount)).toBeGreaterThan(1000)
    expect(state.toTokenAmount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6)
    expect(state.providerFee).toBe('0.0085')
    expect(state.inputError).toBeUndefined()
    expect(state.priceImpact).toBeGreaterThan(0)

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
    expect(other.context.getState().status).toBe('uninitialized')
    other.test.destroy()
  })
})
