import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Wallet verbinden',
  'connect.loading': 'Verbinden …',
  'network.select': 'Netzwerk auswählen',
  'network.unsupported': 'Nicht unterstütztes Netzwerk',
  'network.prefix': 'Netzwerk:',
  'balance.unavailable': 'Token-Guthaben nicht verfügbar',
} satisfies Translation<typeof en>
