import { formatSwapAmount, formatUnits } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { createDevEvmProvider } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import {
  executeSwap,
  initializeSwap,
  requestSwapQuote,
  type SwapsOptions,
  type SwapsState,
  swaps,
} from './exports/index.js'
import { type ProxiedCall, startServiceProxy } from './serviceProxy.test-utils.js'

const { serviceUrl, rpcUrl, keys, router, weth, tokens } = inject('swapsDevnet')
const client = createPublicClient({ transport: http(rpcUrl) })
const usdc = tokens.find((token) => token.symbol === 'USDC')?.address as `0x${string}`
const someoneElse = '0x000000000000000000000000000000000000dEaD'

/** The swaps plugin on a kernel whose wallet is a devnet dev wallet, sending on anvil. */
function setup(
  privateKey: `0x${string}`,
  options: SwapsOptions,
  {
    apiUrl = serviceUrl,
    send,
  }: {
    apiUrl?: string
    /** Answers `eth_sendTransaction` instead of the dev wallet; `forward` sends as the dev wallet would. */
    send?: (request: Request, forward: (request: Request) => Promise<unknown>) => Promise<unknown>
  } = {},
) {
  const provider = createDevEvmProvider({ privateKey, chains: [{ chainId: 1, rpcUrl }], autoConnect: true })
  const forward = (request: Request) =>
    provider.request({ method: request.method, params: request.params as never })
  const plugin = swaps(options)
  const address = privateKeyToAccount(privateKey).address
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl,
    plugins: [plugin],
    networks: [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }],
    adapter: {
      accounts: [address],
      answers: {
        eth_sendTransaction: (request: Request) => (send ? send(request, forward) : forward(request)),
        eth_getTransactionReceipt: forward,
      },
    },
  })
  const tracked: { event: string; properties?: Record<string, unknown> }[] = []
  test.kernel.events.on('track', (payload) => tracked.push(payload))
  return { test, context: test.context<typeof plugin>('swaps'), address, tracked }
}

type Request = { method: string; params?: unknown }

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

const exactInputSingleAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
const routed = { routers: { 'eip155:1': router }, wrappedNative: { 'eip155:1': weth } }
const daiAddress = tokens.find((token) => token.symbol === 'DAI')?.address as `0x${string}`
const daiBalance = (owner: `0x${string}`) =>
  client.readContract({ address: daiAddress, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** The wallet's own refusal, as a dev wallet's prompt answers it. */
const rejected = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
const paths = (calls: ProxiedCall[]) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/v1/convert'))

describe('executeSwap: the swap state and messages along the way (SPEC.md §3, §4, §7)', () => {
  const stops: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop()
  })
  async function proxy(fails?: (path: string) => boolean) {
    const started = await startServiceProxy(serviceUrl, fails)
    stops.push(started.stop)
    return started
  }

  it("'No address found to swap the tokens from.' when no account is connected", async () => {
    const { test, context } = setup(keys[2] as `0x${string}`, routed)
    context.setState({
      sourceToken: {
        name: 'USD Coin',
        symbol: 'USDC',
        address: `eip155:1:${usdc}`,
        decimals: 6,
        logoUri: '',
        price: 1,
        balance: '1',
      },
      sourceTokenAmount: '1',
    })
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({
      variant: 'error',
      message: 'No address found to swap the tokens from.',
    })
    test.destroy()
  })

  it('after the approval the quote and the swap transaction are rebuilt: the swap pays exactly the new quote; SWAP_SUCCESS, reset, Account', async () => {
    const { url, calls } = await proxy()
    const { test, context, address, tracked } = setup(keys[2] as `0x${string}`, routed, { apiUrl: url })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '5')
    context.pushView('Account')
    context.pushView('Swap')
    const seen: Partial<SwapsState>[] = []
    test.kernel.store.subscribe((state) => {
      const swap = state.plugins.swaps as SwapsState
      seen.push({
        approvalTransaction: swap.approvalTransaction,
        swapTransaction: swap.swapTransaction,
        loadingApprovalTransaction: swap.loadingApprovalTransaction,
        loadingBuildTransaction: swap.loadingBuildTransaction,
        loadingTransaction: swap.loadingTransaction,
      })
    })
    calls.length = 0
    const before = await daiBalance(address)
    expect(await executeSwap(context)).toMatch(/^0x[0-9a-f]{64}$/)
    // The allowance, the approval, then a new quote before the swap transaction is built.
    expect(paths(calls)).toEqual([
      '/v1/convert/allowance',
      '/v1/convert/build-approve',
      '/v1/convert/gas-price',
      '/v1/convert/quotes',
      '/v1/convert/build-transaction',
    ])
    const requote = calls.find((call) => call.path === '/v1/convert/quotes')?.body as {
      quotes: { toAmount: string }[]
    }
    const built = calls.find((call) => call.path === '/v1/convert/build-transaction')?.body as {
      tx: { data: string; to: string }
    }
    expect((await daiBalance(address)) - before).toBe(BigInt(requote.quotes[0]?.toAmount ?? '-1'))
    expect(seen.some((state) => state.loadingBuildTransaction)).toBe(true)
    expect(seen.find((state) => state.loadingApprovalTransaction)?.approvalTransaction).toMatchObject({
      to: usdc,
      value: 0n,
      data: expect.stringMatching(/^0x095ea7b3/),
    })
    expect(seen.find((state) => state.loadingTransaction)?.swapTransaction).toMatchObject({
      to: built.tx.to,
      data: built.tx.data,
      value: 0n,
      gasPrice: expect.any(BigInt),
    })
    const shown = formatSwapAmount(formatUnits(BigInt(requote.quotes[0]?.toAmount ?? '0'), 18))
    expect(context.getSnackbar()).toMatchObject({
      variant: 'success',
      message: `Swapped USDC to ${shown} DAI`,
    })
    expect(tracked).toEqual([
      {
        event: 'SWAP_SUCCESS',
        properties: {
          network: 'eip155:1',
          swapFromToken: 'USDC',
          swapToToken: 'DAI',
          swapFromAmount: '5',
          swapToAmount: shown,
          isSmartAccount: false,
        },
      },
    ])
    expect(context.getState()).toMatchObject({
      initialized: false,
      sourceToken: undefined,
      toToken: undefined,
      sourceTokenAmount: '',
      toTokenAmount: '',
      approvalTransaction: undefined,
      swapTransaction: undefined,
      loadingTransaction: false,
    })
    expect(test.kernel.store.getState().router.view).toBe('Account')
    test.destroy()
  })

  it('when the price moves while the approval is mined, the swap is built on the new quote instead of being refused', async () => {
    const whale = privateKeyToAccount(keys[3] as `0x${string}`)
    const wallet = createWalletClient({ account: whale, transport: http(rpcUrl) })
    const sent = async (hash: `0x${string}`) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
      expect(receipt.status).toBe('success')
    }
    /** Another trader sells `amountIn` of one token for the other in their pool. */
    const trade = async (tokenIn: `0x${string}`, tokenOut: `0x${string}`, fee: number, amountIn: bigint) => {
      await sent(
        await wallet.writeContract({
          chain: null,
          address: tokenIn,
          abi: erc20Abi,
          functionName: 'approve',
          args: [router as `0x${string}`, amountIn],
        }),
      )
      await sent(
        await wallet.writeContract({
          chain: null,
          address: router as `0x${string}`,
          abi: exactInputSingleAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn,
              tokenOut,
              fee,
              recipient: whale.address,
              amountIn,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      )
    }
    const wethAddress = weth as `0x${string}`
    const wethBalance = (owner: `0x${string}`) =>
      client.readContract({ address: wethAddress, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    const [whaleDai, whaleWeth] = await Promise.all([daiBalance(whale.address), wethBalance(whale.address)])
    // 300,000 USDC for DAI directly and as much for WETH: DAI gets dearer by several percent on both routes the
    // service may take (the 0.05% USDC/DAI pool, or USDC/WETH then WETH/DAI).
    const moveThePrice = async () => {
      await trade(usdc, daiAddress, 500, 300_000n * 10n ** 6n)
      await trade(usdc, wethAddress, 3000, 300_000n * 10n ** 6n)
    }
    let sends = 0
    const { url, calls } = await proxy()
    const { test, context, address } = setup(keys[2] as `0x${string}`, routed, {
      apiUrl: url,
      send: async (request, forward) => {
        const hash = await forward(request)
        if (++sends === 1) {
          await sent(hash as `0x${string}`)
          await moveThePrice()
        }
        return hash
      },
    })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '5')
    const first = BigInt(context.getState().quote?.toAmount ?? '0')
    const before = await daiBalance(address)
    const hash = await executeSwap(context)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const received = (await daiBalance(address)) - before
    // Well below the first quote less its 1% slippage: only a rebuilt quote lets this swap through.
    expect(received).toBeLessThan((first * 99n) / 100n)
    // Exactly what the service quoted again after the approval (QuoterV2 over the moved pools).
    const requote = calls.filter((call) => call.path === '/v1/convert/quotes').at(-1)?.body as {
      quotes: { toAmount: string }[]
    }
    expect(received).toBe(BigInt(requote.quotes[0]?.toAmount ?? '-1'))
    expect(sends).toBe(2)
    test.destroy()
    // The whale sells its DAI back, so the files after this one quote near the seeded price again.
    await trade(daiAddress, usdc, 500, (await daiBalance(whale.address)) - whaleDai)
    await trade(wethAddress, usdc, 3000, (await wethBalance(whale.address)) - whaleWeth)
  })

  it("'Failed to check allowance': back, no transactions, fetchError", async () => {
    const { url } = await proxy((path) => path === '/v1/convert/allowance')
    const { test, context, address } = setup(keys[2] as `0x${string}`, routed, { apiUrl: url })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '5')
    context.pushView('Account')
    context.pushView('Swap')
    const before = await nonce(address)
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({ variant: 'error', message: 'Failed to check allowance' })
    expect(context.getState()).toMatchObject({
      fetchError: true,
      approvalTransaction: undefined,
      swapTransaction: undefined,
      loadingBuildTransaction: false,
    })
    expect(test.kernel.store.getState().router.view).toBe('Account')
    expect(await nonce(address)).toBe(before)
    test.destroy()
  })

  it("'Failed to create approval transaction' and 'Failed to create transaction' set fetchError and send nothing", async () => {
    const { url } = await proxy((path) => path === '/v1/convert/build-approve')
    const { test, context, address } = setup(keys[2] as `0x${string}`, routed, { apiUrl: url })
    await test.connect()
    const before = await nonce(address)
    await quoted(context, 'USDC', 'DAI', '5')
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({ message: 'Failed to create approval transaction' })
    expect(context.getState()).toMatchObject({ fetchError: true, approvalTransaction: undefined })
    test.destroy()

    const failing = await proxy((path) => path === '/v1/convert/build-transaction')
    const other = setup(keys[2] as `0x${string}`, routed, { apiUrl: failing.url })
    await other.test.connect()
    await quoted(other.context, 'ETH', 'USDC', '0.01')
    expect(await executeSwap(other.context)).toBeUndefined()
    expect(other.context.getSnackbar()).toMatchObject({ message: 'Failed to create transaction' })
    expect(other.context.getState()).toMatchObject({
      fetchError: true,
      swapTransaction: undefined,
      loadingBuildTransaction: false,
    })
    expect(await nonce(address)).toBe(before)
    other.test.destroy()
  })

  it("SWAP_APPROVAL_ERROR with the wallet's short message when the approval is refused", async () => {
    const { test, context, address, tracked } = setup(keys[2] as `0x${string}`, routed, { send: rejected })
    await test.connect()
    await quoted(context, 'USDC', 'DAI', '5')
    const before = await nonce(address)
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({ variant: 'error', message: 'User rejected the request.' })
    expect(context.getState()).toMatchObject({
      transactionError: 'User rejected the request.',
      loadingApprovalTransaction: false,
      pending: undefined,
    })
    expect(tracked).toEqual([
      {
        event: 'SWAP_APPROVAL_ERROR',
        properties: expect.objectContaining({
          message: 'User rejected the request.',
          swapFromToken: 'USDC',
          swapToToken: 'DAI',
          swapFromAmount: '5',
        }),
      },
    ])
    expect(await nonce(address)).toBe(before)
    test.destroy()
  })

  it("SWAP_ERROR and 'Transaction error' when the swap fails without a short message", async () => {
    const { test, context, tracked } = setup(keys[2] as `0x${string}`, routed, {
      send: () => Promise.reject(new Error('connection lost')),
    })
    await test.connect()
    await quoted(context, 'ETH', 'USDC', '0.01')
    expect(await executeSwap(context)).toBeUndefined()
    expect(context.getSnackbar()).toMatchObject({ variant: 'error', message: 'Transaction error' })
    expect(context.getState()).toMatchObject({
      transactionError: 'Transaction error',
      loadingTransaction: false,
    })
    expect(tracked).toEqual([
      {
        event: 'SWAP_ERROR',
        properties: expect.objectContaining({
          message: 'Transaction error',
          swapFromToken: 'ETH',
          swapToToken: 'USDC',
        }),
      },
    ])
    test.destroy()
  })
})
