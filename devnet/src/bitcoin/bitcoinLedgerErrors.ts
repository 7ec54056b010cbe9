import { BaseError } from '@foyer/core'

/** The ledger refused a transaction; `reason` is the short code Bitcoin Core would use where there is one. */
export class BitcoinTransactionRejectedError extends BaseError {
  override name = 'BitcoinTransactionRejectedError'
  readonly reason: string
  constructor(reason: string, details: string) {
    super(`Transaction rejected: ${reason}`, { details })
    this.reason = reason
  }
}

/** An address the ledger cannot read (not a p2wpkh, p2tr, p2pkh or p2sh address of a test network). */
export class InvalidBitcoinAddressError extends BaseError {
  override name = 'InvalidBitcoinAddressError'
  constructor(address: string) {
    super('Invalid Bitcoin address.', { details: `"${address}" is not an address of this test network.` })
  }
}

export class BitcoinLedgerOptionsError extends BaseError {
  override name = 'BitcoinLedgerOptionsError'
  constructor(details: string) {
    super('Invalid options for the local Bitcoin ledger.', { details })
  }
}
