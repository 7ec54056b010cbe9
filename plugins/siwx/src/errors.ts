import { BaseError } from '@foyer/core/eager'

/** Sign In With X could not go on; `shortMessage` names what is missing (SPEC.md §8). */
export class SiwxError extends BaseError {
  override name = 'SiwxError'
}
