import { BaseError } from '@foyer/core'

/**
 * The ledger refused an extrinsic before it entered a block, as a node's transaction pool does (RPC error 1010):
 * `reason` is the pool's word for it (`BadProof`, `Stale`, `Future`, `Payment`, `Call`, `Unsigned`).
 */
export class PolkadotExtrinsicRejectedError extends BaseError {
  override name = 'PolkadotExtrinsicRejectedError'
  readonly reason: string
  constructor(reason: string, details: string) {
    super(`Invalid Transaction: ${reason}`, { details })
    this.reason = reason
  }
}

export class PolkadotLedgerOptionsError extends BaseError {
  override name = 'PolkadotLedgerOptionsError'
  constructor(details: string) {
    super('Invalid options for the local Polkadot ledger.', { details })
  }
}
