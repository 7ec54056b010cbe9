import { BaseError } from '@foyer/core'

// The amount error is core's, shared by every amount field.
export { InvalidAmountError, type InvalidAmountReason } from '@foyer/core'

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

/** An SPL mint owned by neither the Token program nor Token-2022: Foyer cannot build its transfer. */
export class UnsupportedTokenProgramError extends BaseError {
  override name = 'UnsupportedTokenProgramError'
  constructor({ mint, program }: { mint: string; program: string }) {
    super('This token cannot be sent from here.', {
      details: `The mint ${mint} belongs to the program ${program}, neither the Token program nor Token-2022.`,
    })
  }
}
