import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Sambung Dompet',
  'connect.loading': 'Menyambung...',
  'network.select': 'Pilih rangkaian',
  'network.unsupported': 'Rangkaian tidak disokong',
  'network.prefix': 'Rangkaian:',
  'balance.unavailable': 'Baki Token Tidak Tersedia',
} satisfies Translation<typeof en>
