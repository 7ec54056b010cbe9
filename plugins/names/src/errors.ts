import { BaseError, type BaseErrorParameters } from '@foyer/core'

/**
 * What went wrong, for a view to translate: `invalidName` (the label breaks a rule), `unavailable` (no Blockchain API),
 * `notConnected`, `declined` (the signature), `failed` (anything else), `service` (the service's own reason, kept as
 * its `shortMessage`).
 */
export type NameRegistrationCode =
  | 'invalidName'
  | 'unavailable'
  | 'notConnected'
  | 'declined'
  | 'failed'
  | 'service'

/** A name could not be registered; `shortMessage` says why in words the registration form shows. */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  readonly code: NameRegistrationCode
  constructor(
    shortMessage: string,
    { code = 'failed', ...parameters }: BaseErrorParameters & { code?: NameRegistrationCode } = {},
  ) {
    super(shortMessage, parameters)
    this.code = code
  }
}
