import { BaseError } from '@foyer/core'

/** The devnet a harness was given lacks what it needs (a chain, a token), or a node refused a harness's request. */
export class ConformanceSetupError extends BaseError {
  override name = 'ConformanceSetupError'
  constructor(details: string) {
    super('Conformance setup failed', { details })
  }
}
