import { mainnet } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { createDevEvmProvider } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, maxUint256, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  executeSwap,
  initializeSwap,
  requestSwapQuote,
  type SwapsOptions,
  type SwapsState,
  swaps,
} from './exports/index.js'

const { serviceUrl, rpcUrl, keys, router, weth, tokens } = inject('swapsDevnet')
const client = createPublicClient({ transport: http(rpcUrl) })
const usdc = tokens.find((token) => token.symbol === 'USDC')?.address as `0x${string}`
const someoneElse = '0x000000000000000000000000000000000000dEaD'

/** The swaps plugin on a kernel whose wallet is a devnet dev wallet, sending on anvil. */
function setup(privateKey: `0x${string}`, options: SwapsOptions) {
  const provider = createDevEvmProvider({ privateKey, chains: [{ chainId: 1, rpcUrl }], autoConnect: true })
  const forward = (request: { method: string; params?: unknown }) =>
    provider.request({ method: request.method, params: request.params as never })
  const plugin = swaps(options)
  const address = privateKeyToAccount(privateKey).address
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
    plugins: [plugin],
    networks: [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }],
    adapter: {
      accounts: [address],
      answers: Object.fromEntries(
        ['eth_sendTransaction', 'eth_getTransactionReceipt'].map((method) => [method, forward]),
      ),
    },
  })
  return { test, context: test.context<typeof plugin>('swaps'), address }
}

async function quoted(
  context: ReturnType<typeof setup>['context'],
  from: string,
  to: string,
  amount: string,
) {
  await initializeSwap(context)
  const { tokens: entries } = context.getState()
  context.setState({
    sourceToken: entries.find((token) => token.symbol === from),
    toToken: entries.find((token) => token.symbol === to),
    sourceTokenAmount: amount,
  })
  await requestSwapQuote(context)
  expect(context.getState().quote).toBeDefined()
}

/** The wallet prompts the Swap view shows while `executeSwap` runs, in order. */
function pendingMessages(test: ReturnType<typeof setup>['test']): string[] {
  const shown: string[] = []
  test.kernel.store.subscribe((state) => {
    const pending = (state.plugins.swaps as SwapsState | undefined)?.pending
    if (pending && shown.at(-1) !== pending) shown.push(pending)
  })
  return shown
}

const allowance = (owner: `0x${string}`) =>
  client.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, router as `0x${string}`],
  })
const nonce = (address: `0x${string}`) => client.getTransactionCount({ address })

describe('executeSwap against the reference service on anvil', () => {
  it('approves exactly the amount swapped, so nothing is left for the router to spend', async () => {
    const { test, context, address } = setup(keys[2] as `0x${string}`, { routers: { 'eip155:1': router } })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '10')
    const before = await nonce(address)
    const shown = pendingMessages(test)
    expect(await executeSwap(context)).toMatch(/^0x[0-9a-f]{64}$/)
    expect(shown).toEqual(['Approve limit increase in your wallet', 'Confirm transaction in your wallet'])
    expect(await nonce(address)).toBe(before + 2)
    expect(await allowance(address)).toBe(0n)
    test.destroy()
  })

  it('approves an unlimited amount only when the host opts in', async () => {
    const { test, context, address } = setup(keys[3] as `0x${string}`, {
      routers: { 'eip155:1': router },
      unlimitedApproval: true,
    })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '10')
    const shown = pendingMessages(test)
    expect(await executeSwap(context)).toMatch(/^0x/)
    expect(shown[0]).toBe('Approve an unlimited allowance in your wallet')
    expect(await allowance(address)).toBeGreaterThan(maxUint256 / 2n)
    test.destroy()
  })

  it('sends nothing when the service builds for another router than the configured one', async () => {
    const { test, context, address } = setup(keys[2] as `0x${string}`, {
      routers: { 'eip155:1': someoneElse },
    })
    await test.connect()
    const before = await nonce(address)
    await quoted(context, 'USDC', 'DAI', '10')
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({
      variant: 'error',
      message: expect.stringMatching(
        /^Refused the approval transaction from the swap service: it approves 0x[0-9a-f]{40}, not the swap router 0x0+dEaD$/,
      ),
    })
    await quoted(context, 'ETH', 'USDC', '0.1')
    expect(await executeSwap(context)).toBeUndefined()
    // A snackbar replacing another shows after a short delay.
    await expect
      .poll(() => context.getSnackbar()?.message)
      .toMatch(
        /^Refused the swap transaction from the swap service: it is sent to 0x[0-9a-fA-F]{40}, not to the swap router 0x0+dEaD$/,
      )
    expect(await nonce(address)).toBe(before)
    expect(await allowance(address)).toBe(0n)
    test.destroy()
  })

  it('refuses to swap on a network without a configured router', async () => {
    const { test, context, address } = setup(keys[2] as `0x${string}`, {})
    await test.connect()
    const before = await nonce(address)
    await quoted(context, 'ETH', 'USDC', '0.1')
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()?.message).toBe('No swap router is configured for eip155:1')
    expect(await nonce(address)).toBe(before)
    test.destroy()
  })

  it("swaps the native coin through SwapRouter02 for exactly the quote, once the router's WETH is configured", async () => {
    const refusing = setup(keys[0] as `0x${string}`, { routers: { 'eip155:1': router } })
    await refusing.test.connect()
    await quoted(refusing.context, 'ETH', 'USDC', '0.2')
    expect(await executeSwap(refusing.context)).toBeUndefined()
    expect(refusing.context.getSnackbar()?.message).toMatch(/no wrapped native token is configured/)
    refusing.test.destroy()

    const { test, context, address } = setup(keys[0] as `0x${string}`, {
      routers: { 'eip155:1': router },
      wrappedNative: { 'eip155:1': weth },
    })
    await test.connect()
    await quoted(context, 'ETH', 'USDC', '0.2')
    const balance = () =>
      client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const before = await balance()
    const hash = await executeSwap(context)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    const quoteAtBlock = await client.simulateContract({
      address: router as `0x${string}`,
      abi: parseAbi([
        'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
      ]),
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: weth as `0x${string}`,
          tokenOut: usdc,
          fee: 3000,
          recipient: address,
          amountIn: 2n * 10n ** 17n,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      account: address,
      value: 2n * 10n ** 17n,
      blockNumber: receipt.blockNumber - 1n,
    })
    expect((await balance()) - before).toBe(quoteAtBlock.result)
    test.destroy()
  })
})
