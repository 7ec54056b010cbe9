import { BaseError } from '@foyer/core'

/** A conformance check waited for a state that never came. */
export class ConformanceTimeoutError extends BaseError {
  override name = 'ConformanceTimeoutError'
  constructor({ waitingFor, timeout }: { waitingFor: string; timeout: number }) {
    super('Conformance check timed out', { details: `Waited ${timeout} ms for ${waitingFor}.` })
  }
}
