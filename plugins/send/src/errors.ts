import { BaseError } from '@foyer/core'
import type { InvalidReceiverCode } from './checkReceiverAddress.js'

// The amount error is core's, shared by every amount field.
export { InvalidAmountError, type InvalidAmountReason } from '@foyer/core'

/**
 * A receiver that is neither an address of the network nor (on eip155) a registered name; `reason` names the fault of
 * an address-shaped receiver (a checksum that does not match, another network's address). `code` says which, for a
 * view to translate (`'name'`: no address and no registered name on eip155; `'address'`: no address elsewhere).
 */
export class InvalidReceiverError extends BaseError {
  override name = 'InvalidReceiverError'
  /** Undefined for a `reason` given without a code: a view then shows the reason itself. */
  readonly code: InvalidReceiverCode | 'name' | 'address' | undefined
  /** The values `reason` names (a network, an SS58 prefix). */
  readonly params: Readonly<Record<string, string | number>>
  constructor({
    value,
    namespace,
    reason,
    code,
    params,
    cause,
  }: {
    value: string
    namespace: string
    reason?: string
    code?: InvalidReceiverCode
    params?: Readonly<Record<string, string | number>> | undefined
    cause?: unknown
  }) {
    super(
      reason ??
        (namespace === 'eip155'
          ? 'Enter a valid address or a registered name.'
          : 'Please enter a valid amount and receiver address'),
      { details: `No ${namespace} address or name ${JSON.stringify(value)}.`, cause },
    )
    this.code = code ?? (reason === undefined ? (namespace === 'eip155' ? 'name' : 'address') : undefined)
    this.params = params ?? {}
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
