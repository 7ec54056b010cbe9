import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  approveSelector,
  checkApproveTransaction,
  checkSwapTransaction,
  exactInputSelector,
  exactInputSingleSelector,
  multicallSelector,
  SwapTransactionMismatchError,
  unwrapWeth9Selector,
} from './exports/index.js'

const { serviceUrl, rpcUrl, keys, router, weth, tokens } = inject('swapsDevnet')
const user = privateKeyToAccount(keys[1] as `0x${string}`).address
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = tokens.find((token) => token.symbol === 'USDC')?.address ?? ''
const dai = tokens.find((token) => token.symbol === 'DAI')?.address ?? ''
const uni = tokens.find((token) => token.symbol === 'UNI')?.address ?? ''
/** SwapRouter02's calls, as `@uniswap/swap-router-contracts` declares them. */
const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
])
const someoneElse = '0x000000000000000000000000000000000000dEaD'

async function service<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${serviceUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type Tx = { to: string; data: string; value: string }

/** The approval the reference service builds for `amount` USDC base units (unlimited without an amount). */
async function serviceApproval(amount?: bigint): Promise<Tx> {
  const query = new URLSearchParams({
    projectId: 'foyer-dev',
    from: `eip155:1:${usdc}`,
    to: `eip155:1:${dai}`,
    userAddress: `eip155:1:${user}`,
    ...(amount === undefined ? {} : { amount: amount.toString() }),
  })
  return (await service<{ tx: Tx }>(`/v1/convert/build-approve?${query}`)).tx
}

/** The reference service's quote and swap transaction (by default 1 ETH → USDC). */
async function serviceSwap(
  from = native,
  to = usdc,
  amount = 10n ** 18n,
): Promise<{ tx: Tx; quoted: bigint }> {
  const pair = { from: `eip155:1:${from}`, to: `eip155:1:${to}`, userAddress: `eip155:1:${user}` }
  const query = new URLSearchParams({ projectId: 'foyer-dev', amount: amount.toString(), ...pair })
  const { quotes } = await service<{ quotes: { toAmount: string }[] }>(`/v1/convert/quotes?${query}`)
  const { tx } = await service<{ tx: Tx }>('/v1/convert/build-transaction?projectId=foyer-dev', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...pair, amount: amount.toString(), slippage: '1' }),
  })
  return { tx, quoted: BigInt(quotes[0]?.toAmount ?? '0') }
}

function refusal(check: () => void): string {
  try {
    check()
  } catch (error) {
    expect(error).toBeInstanceOf(SwapTransactionMismatchError)
    return (error as SwapTransactionMismatchError).shortMessage
  }
  throw new Error('the check passed')
}

describe('checkApproveTransaction: the approval the service built, before the wallet sees it', () => {
  const amount = 100_000_000n
  const expected = { token: usdc, router, amount, unlimited: false }

  it("passes the service's exact approval for the router", async () => {
    const tx = await serviceApproval(amount)
    expect(tx.data.slice(0, 10)).toBe(approveSelector)
    expect(() => checkApproveTransaction(tx, expected)).not.toThrow()
  })

  it('refuses an unlimited approval unless the host opted in', async () => {
    const unlimited = await serviceApproval()
    expect(refusal(() => checkApproveTransaction(unlimited, expected))).toBe(
      `Refused the approval transaction from the swap service: it asks for an unlimited allowance instead of ${amount}`,
    )
    expect(() => checkApproveTransaction(unlimited, { ...expected, unlimited: true })).not.toThrow()
    const exact = await serviceApproval(amount)
    expect(refusal(() => checkApproveTransaction(exact, { ...expected, unlimited: true }))).toMatch(
      /it approves 100000000, not the unlimited amount$/,
    )
  })

  it('refuses a wrong token, spender, selector, amount, coin value or malformed data', async () => {
    const tx = await serviceApproval(amount)
    expect(refusal(() => checkApproveTransaction({ ...tx, to: dai }, expected))).toMatch(
      /it is sent to 0x\w+, not to the token/,
    )
    const toSomeoneElse = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [someoneElse, amount],
    })
    expect(refusal(() => checkApproveTransaction({ ...tx, data: toSomeoneElse }, expected))).toMatch(
      /it approves 0x000000000000000000000000000000000000dead, not the swap router/,
    )
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [router as `0x${string}`, amount],
    })
    expect(refusal(() => checkApproveTransaction({ ...tx, data: transfer }, expected))).toMatch(
      /its function selector is 0xa9059cbb, not 0x095ea7b3$/,
    )
    const more = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router as `0x${string}`, amount + 1n],
    })
    expect(refusal(() => checkApproveTransaction({ ...tx, data: more }, expected))).toMatch(
      /it approves 100000001, not 100000000$/,
    )
    const max = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router as `0x${string}`, maxUint256],
    })
    expect(refusal(() => checkApproveTransaction({ ...tx, data: max }, expected))).toMatch(
      /unlimited allowance/,
    )
    expect(refusal(() => checkApproveTransaction({ ...tx, value: '1' }, expected))).toMatch(
      /sends 1 of the coin/,
    )
    expect(refusal(() => checkApproveTransaction({ ...tx, data: `${tx.data}00` }, expected))).toMatch(
      /wrong length/,
    )
  })
})

describe('checkSwapTransaction: the SwapRouter02 call the service built, against the quote', () => {
  const amount = 10n ** 18n
  const expectedFor = (quoted: bigint) => ({
    router,
    tokenIn: native,
    tokenOut: usdc,
    amount,
    quotedAmountOut: quoted,
    slippage: 1,
    user,
    nativeIn: true,
    wrappedNative: weth,
  })
  type SingleArgs = {
    tokenIn: string
    tokenOut: string
    fee: number
    recipient: string
    amountIn: bigint
    amountOutMinimum: bigint
    sqrtPriceLimitX96: bigint
  }
  const single = (quoted: bigint, change: Partial<SingleArgs> = {}) => {
    const args = {
      tokenIn: weth,
      tokenOut: usdc,
      fee: 3000,
      recipient: user,
      amountIn: amount,
      amountOutMinimum: (quoted * 99n) / 100n,
      sqrtPriceLimitX96: 0n,
      ...change,
    }
    return encodeFunctionData({
      abi: routerAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          ...args,
          tokenIn: args.tokenIn as `0x${string}`,
          tokenOut: args.tokenOut as `0x${string}`,
          recipient: args.recipient as `0x${string}`,
        },
      ],
    })
  }
  const multicall = (...calls: `0x${string}`[]) =>
    encodeFunctionData({ abi: routerAbi, functionName: 'multicall', args: [calls] })

  it("passes the service's multicall of exactInputSingle for the quoted amounts", async () => {
    const { tx, quoted } = await serviceSwap()
    expect(tx.data.slice(0, 10)).toBe(multicallSelector)
    expect(tx.data).toContain(exactInputSingleSelector.slice(2))
    expect(tx.data).toBe(multicall(single(quoted)))
    expect(() => checkSwapTransaction(tx, expectedFor(quoted))).not.toThrow()
  })

  it("passes the service's route through WETH (exactInput) and its native payout (unwrapWETH9)", async () => {
    // The service builds a swap only once the router may take the USDC.
    const owner = createWalletClient({
      account: privateKeyToAccount(keys[1] as `0x${string}`),
      transport: http(rpcUrl),
    })
    const client = createPublicClient({ transport: http(rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await owner.writeContract({
        chain: null,
        address: usdc as `0x${string}`,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router as `0x${string}`, maxUint256],
      }),
    })
    const routed = await serviceSwap(usdc, uni, 10n ** 8n)
    expect(routed.tx.data).toContain(exactInputSelector.slice(2))
    const toUni = {
      ...expectedFor(routed.quoted),
      tokenIn: usdc,
      tokenOut: uni,
      amount: 10n ** 8n,
      nativeIn: false,
    }
    expect(() => checkSwapTransaction(routed.tx, toUni)).not.toThrow()
    expect(refusal(() => checkSwapTransaction(routed.tx, { ...toUni, tokenOut: dai }))).toMatch(
      /it buys 0x\w+, not/,
    )

    const paidOut = await serviceSwap(usdc, native, 10n ** 8n)
    expect(paidOut.tx.data).toContain(unwrapWeth9Selector.slice(2))
    const toEth = { ...toUni, tokenOut: native, nativeOut: true, quotedAmountOut: paidOut.quoted }
    expect(() => checkSwapTransaction(paidOut.tx, toEth)).not.toThrow()
    expect(refusal(() => checkSwapTransaction(paidOut.tx, { ...toEth, wrappedNative: undefined }))).toMatch(
      /no wrapped native token is configured/,
    )
    const minimum = (paidOut.quoted * 99n) / 100n
    const swapToRouter = single(paidOut.quoted, {
      tokenIn: usdc,
      tokenOut: weth,
      amountIn: 10n ** 8n,
      recipient: '0x0000000000000000000000000000000000000002',
    })
    const unwrapTo = (to: string, min = minimum) =>
      encodeFunctionData({ abi: routerAbi, functionName: 'unwrapWETH9', args: [min, to as `0x${string}`] })
    const check = (data: `0x${string}`) => refusal(() => checkSwapTransaction({ ...paidOut.tx, data }, toEth))
    expect(check(multicall(swapToRouter, unwrapTo(someoneElse)))).toMatch(/it unwraps to 0x0+dead, not to/)
    expect(check(multicall(swapToRouter, unwrapTo(user, 0n)))).toMatch(
      /it unwraps at least 0, below the quote/,
    )
    expect(check(multicall(swapToRouter))).toMatch(/it makes 1 calls, not a swap and an unwrap/)
    const sweep = encodeFunctionData({
      abi: routerAbi,
      functionName: 'sweepToken',
      args: [weth as `0x${string}`, 0n, someoneElse],
    })
    expect(check(multicall(swapToRouter, sweep))).toMatch(
      /its function selector is 0xdf2ab5bb, not 0x49404b7c$/,
    )
  })

  it('refuses another contract, selector, token, amount, recipient, a worse minimum, a price limit or a wrong coin value', async () => {
    const { tx, quoted } = await serviceSwap()
    const expected = expectedFor(quoted)
    const check = (change: Partial<Tx>) => refusal(() => checkSwapTransaction({ ...tx, ...change }, expected))
    const swapOf = (change: Partial<SingleArgs>) => multicall(single(quoted, change))
    expect(check({ to: someoneElse })).toMatch(/it is sent to 0x0+dEaD, not to the swap router/)
    expect(check({ to: usdc })).toMatch(/not to the swap router/)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [someoneElse, 1n] })
    expect(check({ data: approve })).toMatch(/its function selector is 0x095ea7b3, not 0xac9650d8$/)
    expect(check({ data: multicall(approve) })).toMatch(/neither exactInputSingle/)
    expect(check({ data: swapOf({ tokenOut: dai }) })).toMatch(/it buys 0x\w+, not/)
    expect(check({ data: swapOf({ tokenIn: dai }) })).toMatch(/it sells 0x\w+, not/)
    expect(check({ data: swapOf({ amountIn: 2n * amount }) })).toMatch(
      /it sells 2000000000000000000, not the quoted 1000000000000000000$/,
    )
    expect(check({ data: swapOf({ amountOutMinimum: 0n }) })).toMatch(
      /it accepts 0 in return, below the quote/,
    )
    expect(check({ data: swapOf({ recipient: someoneElse }) })).toMatch(/it pays out to 0x0+dead, not to/)
    expect(check({ data: swapOf({ sqrtPriceLimitX96: 1n }) })).toMatch(/it sets a price limit/)
    expect(check({ data: multicall(single(quoted), single(quoted)) })).toMatch(
      /it makes 2 calls, not one swap/,
    )
    expect(check({ data: `${tx.data}00` })).toMatch(/not canonically encoded/)
    expect(check({ value: '0' })).toMatch(/it sends 0 of the coin, not 1000000000000000000$/)
    expect(check({ value: (2n * amount).toString() })).toMatch(/it sends 2000000000000000000 of the coin/)
    expect(() => checkSwapTransaction({ ...tx, data: swapOf({}) }, expected)).not.toThrow()
  })
})
