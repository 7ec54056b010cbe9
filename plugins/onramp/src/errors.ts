import { BaseError } from '@foyer/core'

/** Why a checkout could not be opened: no connected account, no Blockchain API, or an unsafe checkout URL. */
export type OnrampCheckoutCode = 'notConnected' | 'unavailable' | 'unsafeUrl'

const messages: Readonly<Record<OnrampCheckoutCode, string>> = {
  notConnected: 'Connect a wallet to buy crypto.',
  unavailable: 'Buying crypto is not available: the app has no Blockchain API.',
  unsafeUrl: 'The provider answered an unusable checkout address.',
}

/** A checkout the plugin itself refused to open; `code` says why, for a view to translate. */
export class OnrampCheckoutError extends BaseError {
  override name = 'OnrampCheckoutError'
  readonly code: OnrampCheckoutCode
  constructor(code: OnrampCheckoutCode) {
    super(messages[code])
    this.code = code
  }
}
