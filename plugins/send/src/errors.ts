import { BaseError } from '@foyer/core'

export type InvalidAmountReason =
  | 'empty'
  | 'format'
  | 'comma'
  | 'exponent'
  | 'negative'
  | 'decimals'
  | 'zero'
  | 'balance'

const reasons: Record<InvalidAmountReason, string> = {
  empty: 'Enter an amount.',
  format: 'Enter the amount as digits with at most one decimal point.',
  comma: 'Use a point as the decimal separator, without thousands separators.',
  exponent: 'Enter the amount without exponent notation.',
  negative: 'The amount cannot be negative.',
  decimals: 'The token has fewer decimals than that.',
  zero: 'Enter an amount above 0.',
  balance: 'Insufficient balance.',
}

/** An amount the user typed that cannot be sent. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  readonly reason: InvalidAmountReason
  constructor({
    value,
    reason,
    decimals,
  }: { value: string; reason: InvalidAmountReason; decimals?: number }) {
    super(
      reason === 'decimals' && decimals !== undefined
        ? `This token takes at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`
        : reasons[reason],
      { details: `Invalid amount ${JSON.stringify(value)}.` },
    )
    this.reason = reason
  }
}

/**
 * A receiver that is neither an address of the network nor (on eip155) a registered name; `reason` names the fault of
 * an address-shaped receiver (a checksum that does not match, another network's address).
 */
export class InvalidReceiverError extends BaseError {
  override name = 'InvalidReceiverError'
  constructor({
    value,
    namespace,
    reason,
    cause,
  }: { value: string; namespace: string; reason?: string; cause?: unknown }) {
    super(
      reason ??
        (namespace === 'eip155'
          ? 'Enter a valid address or a registered name.'
          : 'Please enter a valid amount and receiver address'),
      { details: `No ${namespace} address or name ${JSON.stringify(value)}.`, cause },
    )
  }
}

/** A transfer the wallet or the network refused; `shortMessage` is SPEC.md §8's text. */
export class SendTransactionError extends BaseError {
  override name = 'SendTransactionError'
  /** The wallet's own short message, when it gave one. */
  readonly walletMessage: string | undefined
  constructor({ namespace, cause }: { namespace: string; cause: unknown }) {
    const walletMessage =
      cause instanceof BaseError
        ? cause.shortMessage
        : cause instanceof Error
          ? cause.message.split('\n')[0]
          : undefined
    super(namespace === 'solana' ? 'Failed to send transaction. Please try again.' : 'Something went wrong', {
      cause,
      ...(walletMessage ? { metaMessages: [walletMessage] } : {}),
    })
    this.walletMessage = walletMessage
  }
}
