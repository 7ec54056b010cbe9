import { BaseError } from '@foyer/core'

/** A name could not be registered; `shortMessage` says why in words the registration form shows. */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
}
