import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Conectați portofelul',
  'connect.loading': 'Se conectează...',
  'network.select': 'Selectați rețeaua',
  'network.unsupported': 'Rețea neacceptată',
  'network.prefix': 'Rețea:',
  'balance.unavailable': 'Soldul tokenului nu este disponibil',
} satisfies Translation<typeof en>
