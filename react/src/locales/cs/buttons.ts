import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Připojit peněženku',
  'connect.loading': 'Připojování...',
  'network.select': 'Vybrat síť',
  'network.unsupported': 'Nepodporovaná síť',
  'network.prefix': 'Síť:',
  'balance.unavailable': 'Zůstatek tokenů není k dispozici',
} satisfies Translation<typeof en>
