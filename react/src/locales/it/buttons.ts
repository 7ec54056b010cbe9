import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Connetti wallet',
  'connect.loading': 'Connessione...',
  'network.select': 'Seleziona rete',
  'network.unsupported': 'Rete non supportata',
  'network.prefix': 'Rete:',
  'balance.unavailable': 'Saldo token non disponibile',
} satisfies Translation<typeof en>
