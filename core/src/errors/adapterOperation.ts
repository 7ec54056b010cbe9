import { BaseError } from './BaseError.js'

/** The adapter behind the session does not offer an optional operation (`estimateGas`, `writeContract`). */
export class AdapterOperationNotSupportedError extends BaseError {
  override name = 'AdapterOperationNotSupportedError'
  readonly operation: string
  constructor({ adapter, operation }: { adapter: string; operation: string }) {
    super('Operation not supported by the adapter', {
      details: `The "${adapter}" adapter does not implement ${operation}.`,
    })
    this.operation = operation
  }
}

/** An operation needs a connected account in a namespace and none is connected. */
export class AccountNotConnectedError extends BaseError {
  override name = 'AccountNotConnectedError'
  constructor({ namespace, operation }: { namespace: string; operation: string }) {
    super('Wallet is not connected', {
      details: `Connect a ${namespace} wallet before calling ${operation}.`,
    })
  }
}
