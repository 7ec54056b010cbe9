import { InvalidAmountError } from './errors.js'
import { parseAmount } from './parseAmount.js'
import type { SendToken } from './send.js'

export type ValidateSendParameters = {
  namespace: string | undefined
  token: SendToken | undefined
  /** The amount as typed. */
  amount: string | undefined
  /** The resolved receiver address. */
  receiver: string | undefined
  /** The network fee in native base units; undefined until the gas price is known. */
  fee: bigint | undefined
  /** The native coin's balance in base units. */
  nativeBalance: bigint | undefined
  /** Smart accounts pay gas their own way: the gas check does not apply (SPEC.md §6). */
  smartAccount?: boolean
}

export type ValidateSendReturnType = { ok: true; amount: bigint } | { ok: false; message: string }

export const solanaInvalidSendMessage = 'Please enter a valid amount and receiver address'

/**
 * SPEC.md §5's send rules, in order: what is required (Solana: amount and receiver; EVM: receiver, amount and, for
 * the native coin, a gas price), the amount itself, insufficient gas (EVM, not for smart accounts: no native
 * balance, or a fee above it), then the balance (the native coin keeps the fee).
 */
export function validateSend(parameters: ValidateSendParameters): ValidateSendReturnType {
  const { namespace, token, receiver, fee, nativeBalance, smartAccount = false } = parameters
  const typed = parameters.amount ?? ''
  if (namespace === 'solana' && (!typed.trim() || !receiver || !token))
    return { ok: false, message: solanaInvalidSendMessage }
  if (!token) return { ok: false, message: 'Select a token' }
  if (!receiver) return { ok: false, message: 'Add a receiver' }
  if (!typed.trim()) return { ok: false, message: 'Add an amount' }
  if (!token.address && fee === undefined) return { ok: false, message: 'Waiting for the gas price' }
  let amount: bigint
  try {
    amount = parseAmount(typed, token.decimals)
  } catch (error) {
    if (namespace === 'solana') return { ok: false, message: solanaInvalidSendMessage }
    return { ok: false, message: error instanceof InvalidAmountError ? error.shortMessage : String(error) }
  }
  if (amount === 0n)
    return {
      ok: false,
      message:
        namespace === 'solana'
          ? solanaInvalidSendMessage
          : new InvalidAmountError({ value: typed, reason: 'zero' }).shortMessage,
    }
  const networkFee = fee ?? 0n
  if (namespace === 'eip155' && !smartAccount && (nativeBalance === 0n || networkFee > (nativeBalance ?? 0n)))
    return { ok: false, message: 'Insufficient gas' }
  const spendable = BigInt(token.balance) - (token.address ? 0n : networkFee)
  if (amount > spendable) return { ok: false, message: 'Insufficient balance' }
  return { ok: true, amount }
}

/** The most the account can send of `token`: its balance, less the fee for the native coin. */
export function getMaxAmount(token: SendToken, fee: bigint | undefined): bigint {
  const balance = BigInt(token.balance)
  if (token.address) return balance
  const max = balance - (fee ?? 0n)
  return max > 0n ? max : 0n
}
