import { BaseError } from '@foyer/core'

/** ERC-20 `approve(address spender, uint256 amount)`. */
export const approveSelector = '0x095ea7b3'
/** The swap router's `swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)`. */
export const swapExactInSelector = '0x7b32b50e'

const maxUint256 = 2n ** 256n - 1n

/** A transaction the swap service built that is not the one the user asked for: nothing was sent. */
export class SwapTransactionMismatchError extends BaseError {
  override name = 'SwapTransactionMismatchError'
  constructor({ kind, reason }: { kind: 'approval' | 'swap'; reason: string }) {
    super(`Refused the ${kind} transaction from the swap service: ${reason}`)
  }
}

type ServiceTransaction = { to: string; data: string; value: string }

/**
 * Checks the approval the service built: a call to the source token (no coin sent) of ERC-20 `approve` for the
 * configured router, for exactly `amount`, or for the unlimited amount only when `unlimited` is allowed.
 */
export function checkApproveTransaction(
  tx: ServiceTransaction,
  expected: { token: string; router: string; amount: bigint; unlimited: boolean },
): void {
  const refuse = (reason: string) => new SwapTransactionMismatchError({ kind: 'approval', reason })
  if (!sameAddress(tx.to, expected.token))
    throw refuse(`it is sent to ${tx.to}, not to the token ${expected.token}`)
  if (toBigInt(tx.value) !== 0n) throw refuse(`it sends ${tx.value} of the coin along`)
  const [spender, amount] = decodeCall(tx.data, approveSelector, ['address', 'uint256'], refuse)
  if (!sameAddress(spender, expected.router))
    throw refuse(`it approves ${spender}, not the swap router ${expected.router}`)
  const wanted = expected.unlimited ? maxUint256 : expected.amount
  if (amount !== wanted)
    throw refuse(
      amount === maxUint256
        ? `it asks for an unlimited allowance instead of ${expected.amount}`
        : `it approves ${amount}, not ${expected.unlimited ? 'the unlimited amount' : wanted}`,
    )
}

/**
 * Checks the swap the service built against what the user was quoted: a call to the configured router's
 * `swapExactIn` for the same tokens and amount, paying out to the user at least the quote less the slippage, with
 * the coin sent only when the coin is what is sold (and then exactly the amount).
 */
export function checkSwapTransaction(
  tx: ServiceTransaction,
  expected: {
    router: string
    tokenIn: string
    tokenOut: string
    amount: bigint
    /** The quote's output, in the to-token's base units. */
    quotedAmountOut: bigint
    /** Percent. */
    slippage: number
    user: string
    nativeIn: boolean
  },
): void {
  const refuse = (reason: string) => new SwapTransactionMismatchError({ kind: 'swap', reason })
  if (!sameAddress(tx.to, expected.router))
    throw refuse(`it is sent to ${tx.to}, not to the swap router ${expected.router}`)
  const [tokenIn, tokenOut, amountIn, minAmountOut, recipient] = decodeCall(
    tx.data,
    swapExactInSelector,
    ['address', 'address', 'uint256', 'uint256', 'address'],
    refuse,
  )
  if (!sameAddress(tokenIn, expected.tokenIn)) throw refuse(`it sells ${tokenIn}, not ${expected.tokenIn}`)
  if (!sameAddress(tokenOut, expected.tokenOut)) throw refuse(`it buys ${tokenOut}, not ${expected.tokenOut}`)
  if (amountIn !== expected.amount) throw refuse(`it sells ${amountIn}, not the quoted ${expected.amount}`)
  const floor = (expected.quotedAmountOut * (10_000n - BigInt(Math.round(expected.slippage * 100)))) / 10_000n
  if (minAmountOut < floor)
    throw refuse(`it accepts ${minAmountOut} in return, below the quote less slippage (${floor})`)
  if (!sameAddress(recipient, expected.user))
    throw refuse(`it pays out to ${recipient}, not to ${expected.user}`)
  const value = toBigInt(tx.value)
  const wantedValue = expected.nativeIn ? expected.amount : 0n
  if (value !== wantedValue) throw refuse(`it sends ${value} of the coin, not ${wantedValue}`)
}

function decodeCall<const T extends readonly ('address' | 'uint256')[]>(
  data: string,
  selector: string,
  types: T,
  refuse: (reason: string) => Error,
): { [K in keyof T]: T[K] extends 'address' ? string : bigint } {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.slice(0, 10).toLowerCase() !== selector)
    throw refuse(`its function selector is ${data.slice(0, 10)}, not ${selector}`)
  if (data.length !== 10 + 64 * types.length) throw refuse('its call data has the wrong length')
  return types.map((type, index) => {
    const word = data.slice(10 + 64 * index, 74 + 64 * index)
    if (type === 'uint256') return BigInt(`0x${word}`)
    if (!/^0{24}/.test(word)) throw refuse(`argument ${index + 1} is not an address`)
    return `0x${word.slice(24)}`
  }) as never
}

function sameAddress(a: string, b: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(a) && a.toLowerCase() === b.toLowerCase()
}

function toBigInt(value: string): bigint {
  return /^\d+$/.test(value) ? BigInt(value) : -1n
}
