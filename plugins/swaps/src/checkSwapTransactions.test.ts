import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  approveSelector,
  checkApproveTransaction,
  checkSwapTransaction,
  SwapTransactionMismatchError,
  swapExactInSelector,
} from './exports/index.js'

const { serviceUrl, keys, router, tokens } = inject('swapsDevnet')
const user = privateKeyToAccount(keys[1] as `0x${string}`).address
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = tokens.find((token) => token.symbol === 'USDC')?.address ?? ''
const dai = tokens.find((token) => token.symbol === 'DAI')?.address ?? ''
const routerAbi = parseAbi([
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256 amountOut)',
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

/** The reference service's quote and swap transaction for 1 ETH → USDC. */
async function serviceSwap(): Promise<{ tx: Tx; quoted: bigint }> {
  const amount = 10n ** 18n
  const pair = { from: `eip155:1:${native}`, to: `eip155:1:${usdc}`, userAddress: `eip155:1:${user}` }
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

describe('checkSwapTransaction: the swap the service built, against the quote', () => {
  const expectedFor = (quoted: bigint) => ({
    router,
    tokenIn: native,
    tokenOut: usdc,
    amount: 10n ** 18n,
    quotedAmountOut: quoted,
    slippage: 1,
    user,
    nativeIn: true,
  })
  const tampered = (
    args: Partial<Record<'tokenIn' | 'tokenOut' | 'to', string> & Record<'amountIn' | 'min', bigint>>,
    quoted: bigint,
  ) =>
    encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactIn',
      args: [
        (args.tokenIn ?? native) as `0x${string}`,
        (args.tokenOut ?? usdc) as `0x${string}`,
        args.amountIn ?? 10n ** 18n,
        args.min ?? (quoted * 99n) / 100n,
        (args.to ?? user) as `0x${string}`,
      ],
    })

  it("passes the service's swap of the quoted amounts through the router", async () => {
    const { tx, quoted } = await serviceSwap()
    expect(tx.data.slice(0, 10)).toBe(swapExactInSelector)
    expect(() => checkSwapTransaction(tx, expectedFor(quoted))).not.toThrow()
  })

  it('refuses another contract, selector, token, amount, recipient, a worse minimum or a wrong coin value', async () => {
    const { tx, quoted } = await serviceSwap()
    const expected = expectedFor(quoted)
    const check = (change: Partial<Tx>) => refusal(() => checkSwapTransaction({ ...tx, ...change }, expected))
    expect(check({ to: someoneElse })).toMatch(/it is sent to 0x0+dEaD, not to the swap router/)
    expect(check({ to: usdc })).toMatch(/not to the swap router/)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [someoneElse, 1n] })
    expect(check({ data: approve })).toMatch(/its function selector is 0x095ea7b3, not 0x7b32b50e$/)
    expect(check({ data: tampered({ tokenOut: dai }, quoted) })).toMatch(/it buys 0x\w+, not/)
    expect(check({ data: tampered({ tokenIn: dai }, quoted) })).toMatch(/it sells 0x\w+, not/)
    expect(check({ data: tampered({ amountIn: 2n * 10n ** 18n }, quoted) })).toMatch(
      /it sells 2000000000000000000, not the quoted 1000000000000000000$/,
    )
    expect(check({ data: tampered({ min: 0n }, quoted) })).toMatch(/it accepts 0 in return, below the quote/)
    expect(check({ data: tampered({ to: someoneElse }, quoted) })).toMatch(/it pays out to 0x0+dead, not to/)
    expect(check({ value: '0' })).toMatch(/it sends 0 of the coin, not 1000000000000000000$/)
    expect(check({ value: (2n * 10n ** 18n).toString() })).toMatch(/it sends 2000000000000000000 of the coin/)
    expect(() => checkSwapTransaction({ ...tx, data: tampered({}, quoted) }, expected)).not.toThrow()
  })
})
