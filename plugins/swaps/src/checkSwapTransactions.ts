import { BaseError } from '@foyer/core'

/** ERC-20 `approve(address spender, uint256 amount)`. */
export const approveSelector = '0x095ea7b3'
/** Uniswap SwapRouter02's `multicall(bytes[] data)`: the one call a swap transaction makes. */
export const multicallSelector = '0xac9650d8'
/** SwapRouter02's `exactInputSingle((tokenIn, tokenOut, fee, recipient, amountIn, amountOutMinimum, sqrtPriceLimitX96))`. */
export const exactInputSingleSelector = '0x04e45aaf'
/** SwapRouter02's `exactInput((path, recipient, amountIn, amountOutMinimum))`. */
export const exactInputSelector = '0xb858183f'
/** SwapRouter02's `unwrapWETH9(uint256 amountMinimum, address recipient)`. */
export const unwrapWeth9Selector = '0x49404b7c'
/** SwapRouter02's `ADDRESS_THIS`: the router keeps the output (to unwrap it) instead of paying it out. */
const routerItself = '0x0000000000000000000000000000000000000002'

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
 * Checks the swap the service built against what the user was quoted: a call to the configured router (Uniswap's
 * SwapRouter02) of `multicall` holding one `exactInputSingle` or `exactInput` that sells exactly the amount of the
 * source token for the to-token, paying out to the user at least the quote less the slippage; the native coin goes in
 * as the call's value (and only then) and comes out through `unwrapWETH9` to the user. The call data must be the
 * canonical encoding of what was checked, so nothing rides along.
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
    /** The native coin is bought. */
    nativeOut?: boolean
    /** The router's WETH9, which stands in for the native coin in the pools; required for a native swap. */
    wrappedNative?: string
  },
): void {
  const refuse = (reason: string) => new SwapTransactionMismatchError({ kind: 'swap', reason })
  if (!sameAddress(tx.to, expected.router))
    throw refuse(`it is sent to ${tx.to}, not to the swap router ${expected.router}`)
  const nativeOut = expected.nativeOut ?? false
  if ((expected.nativeIn || nativeOut) && !expected.wrappedNative)
    throw refuse('no wrapped native token is configured for this network, so a native swap cannot be checked')
  const wrapped = expected.wrappedNative ?? ''
  const calls = decodeMulticall(tx.data, refuse)
  const [swap, unwrap, ...rest] = calls
  if (!swap || rest.length > 0 || (nativeOut ? !unwrap : unwrap))
    throw refuse(`it makes ${calls.length} calls, not ${nativeOut ? 'a swap and an unwrap' : 'one swap'}`)
  const decoded = decodeSwapCall(swap, refuse)
  const tokenIn = decoded.tokens[0] ?? ''
  const tokenOut = decoded.tokens.at(-1) ?? ''
  const wantedIn = expected.nativeIn ? wrapped : expected.tokenIn
  const wantedOut = nativeOut ? wrapped : expected.tokenOut
  if (!sameAddress(tokenIn, wantedIn)) throw refuse(`it sells ${tokenIn}, not ${wantedIn}`)
  if (!sameAddress(tokenOut, wantedOut)) throw refuse(`it buys ${tokenOut}, not ${wantedOut}`)
  if (decoded.amountIn !== expected.amount)
    throw refuse(`it sells ${decoded.amountIn}, not the quoted ${expected.amount}`)
  const floor = (expected.quotedAmountOut * (10_000n - BigInt(Math.round(expected.slippage * 100)))) / 10_000n
  if (decoded.amountOutMinimum < floor)
    throw refuse(`it accepts ${decoded.amountOutMinimum} in return, below the quote less slippage (${floor})`)
  const recipient = nativeOut ? routerItself : expected.user
  if (!sameAddress(decoded.recipient, recipient))
    throw refuse(`it pays out to ${decoded.recipient}, not to ${recipient}`)
  if (decoded.sqrtPriceLimitX96 !== 0n)
    throw refuse('it sets a price limit, which can fill only part of the swap')
  if (unwrap) {
    const [amountMinimum, unwrapTo] = decodeCall(unwrap, unwrapWeth9Selector, ['uint256', 'address'], refuse)
    if (amountMinimum < floor)
      throw refuse(`it unwraps at least ${amountMinimum}, below the quote less slippage (${floor})`)
    if (!sameAddress(unwrapTo, expected.user))
      throw refuse(`it unwraps to ${unwrapTo}, not to ${expected.user}`)
  }
  const value = toBigInt(tx.value)
  const wantedValue = expected.nativeIn ? expected.amount : 0n
  if (value !== wantedValue) throw refuse(`it sends ${value} of the coin, not ${wantedValue}`)
}

type SwapCall = {
  tokens: string[]
  fees: number[]
  recipient: string
  amountIn: bigint
  amountOutMinimum: bigint
  sqrtPriceLimitX96: bigint
}

/** The calls of `multicall(bytes[])`, from its canonical encoding only. */
function decodeMulticall(data: string, refuse: (reason: string) => Error): string[] {
  const hex = selectorChecked(data, multicallSelector, refuse)
  const calls: string[] = []
  const count = Number(wordAt(hex, 1, refuse))
  if (wordAt(hex, 0, refuse) !== 32n || count > 8) throw refuse('its call data is not a short multicall')
  for (let index = 0; index < count; index++) {
    const start = 2 + Number(wordAt(hex, 2 + index, refuse)) / 32
    const length = Number(wordAt(hex, start, refuse))
    calls.push(`0x${hex.slice(64 * (start + 1), 64 * (start + 1) + 2 * length)}`)
  }
  if (encodeMulticall(calls) !== data.toLowerCase()) throw refuse('its call data is not canonically encoded')
  return calls
}

function decodeSwapCall(data: string, refuse: (reason: string) => Error): SwapCall {
  const selector = data.slice(0, 10).toLowerCase()
  if (selector === exactInputSingleSelector) {
    const [tokenIn, tokenOut, fee, recipient, amountIn, amountOutMinimum, sqrtPriceLimitX96] = decodeCall(
      data,
      exactInputSingleSelector,
      ['address', 'address', 'uint256', 'address', 'uint256', 'uint256', 'uint256'],
      refuse,
    )
    return {
      tokens: [tokenIn, tokenOut],
      fees: [Number(fee)],
      recipient,
      amountIn,
      amountOutMinimum,
      sqrtPriceLimitX96,
    }
  }
  if (selector !== exactInputSelector)
    throw refuse(
      `its swap call's selector is ${selector}, neither exactInputSingle (${exactInputSingleSelector}) nor exactInput (${exactInputSelector})`,
    )
  const hex = selectorChecked(data, exactInputSelector, refuse)
  const pathLength = Number(wordAt(hex, 5, refuse))
  if (wordAt(hex, 0, refuse) !== 32n || wordAt(hex, 1, refuse) !== 128n || (pathLength - 20) % 23 !== 0)
    throw refuse('its exactInput call is not canonically encoded')
  const path = hex.slice(64 * 6, 64 * 6 + 2 * pathLength)
  const tokens: string[] = []
  const fees: number[] = []
  for (let at = 0; at < path.length; at += 46) {
    tokens.push(`0x${path.slice(at, at + 40)}`)
    if (at + 40 < path.length) fees.push(Number.parseInt(path.slice(at + 40, at + 46), 16))
  }
  const call: SwapCall = {
    tokens,
    fees,
    recipient: `0x${hex.slice(64 * 2 + 24, 64 * 3)}`,
    amountIn: wordAt(hex, 3, refuse),
    amountOutMinimum: wordAt(hex, 4, refuse),
    sqrtPriceLimitX96: 0n,
  }
  if (encodeExactInput(call) !== data.toLowerCase()) throw refuse('its swap call is not canonically encoded')
  return call
}

function encodeMulticall(calls: string[]): string {
  const bodies = calls.map((call) => {
    const bytes = call.slice(2).toLowerCase()
    return word(BigInt(bytes.length / 2)) + bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')
  })
  let offset = 32 * calls.length
  const offsets = bodies.map((body) => {
    const current = offset
    offset += body.length / 2
    return word(BigInt(current))
  })
  return `${multicallSelector}${word(32n)}${word(BigInt(calls.length))}${offsets.join('')}${bodies.join('')}`
}

function encodeExactInput(call: SwapCall): string {
  const path = call.tokens
    .map((token, index) => {
      const fee = call.fees[index]
      return token.slice(2).toLowerCase() + (fee === undefined ? '' : fee.toString(16).padStart(6, '0'))
    })
    .join('')
  const recipient = call.recipient.slice(2).toLowerCase().padStart(64, '0')
  return `${exactInputSelector}${word(32n)}${word(128n)}${recipient}${word(call.amountIn)}${word(call.amountOutMinimum)}${word(BigInt(path.length / 2))}${path.padEnd(Math.ceil(path.length / 64) * 64, '0')}`
}

function selectorChecked(data: string, selector: string, refuse: (reason: string) => Error): string {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.slice(0, 10).toLowerCase() !== selector)
    throw refuse(`its function selector is ${data.slice(0, 10)}, not ${selector}`)
  return data.slice(10).toLowerCase()
}

function wordAt(hex: string, index: number, refuse: (reason: string) => Error): bigint {
  const value = hex.slice(64 * index, 64 * (index + 1))
  if (value.length !== 64) throw refuse('its call data is too short')
  return BigInt(`0x${value}`)
}

function word(value: bigint): string {
  return value.toString(16).padStart(64, '0')
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
