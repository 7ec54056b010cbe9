import type { Translate } from '@foyer/react/ui'
import { InvalidReceiverError } from '../errors.js'
import type en from './locales/en.js'

type ReceiverKey = Extract<keyof typeof en, `receiver.${string}` | 'check.solana'>

const keyByCode: Readonly<Record<NonNullable<InvalidReceiverError['code']>, ReceiverKey>> = {
  name: 'receiver.name',
  address: 'check.solana',
  evmChecksum: 'receiver.evmChecksum',
  solanaLength: 'receiver.solanaLength',
  bitcoinUnsupported: 'receiver.bitcoinUnsupported',
  bitcoinWrongNetwork: 'receiver.bitcoinWrongNetwork',
  bitcoinMixedCase: 'receiver.bitcoinMixedCase',
  bitcoinChecksum: 'receiver.bitcoinChecksum',
  bitcoinSegwit: 'receiver.bitcoinSegwit',
  bitcoinInvalid: 'receiver.bitcoinInvalid',
  polkadotInvalid: 'receiver.polkadotInvalid',
  polkadotChecksum: 'receiver.polkadotChecksum',
  polkadotWrongNetwork: 'receiver.polkadotWrongNetwork',
}

/**
 * What the Send view says of a receiver it cannot use, in the active locale: the catalog's text for the error's
 * code (with the network or prefix it names); another error's own short message; "Enter a valid address." else.
 */
export function receiverErrorText(t: Translate<typeof en>, error: unknown): string {
  if (error instanceof InvalidReceiverError && error.code) {
    // The params are the code's own (`InvalidReceiverError` fills them with the names its code's text takes).
    return (t as unknown as Translate<Record<string, string>>)(keyByCode[error.code], error.params)
  }
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  return typeof short === 'string' && short ? short : t('invalidAddress')
}
