import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Wallet verbinden',
  'connect.loading': 'Verbinden...',
  'network.select': 'Netwerk kiezen',
  'network.unsupported': 'Niet-ondersteund netwerk',
  'network.prefix': 'Netwerk:',
  'balance.unavailable': 'Tokensaldo niet beschikbaar',
} satisfies Translation<typeof en>
