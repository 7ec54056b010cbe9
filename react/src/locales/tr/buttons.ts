import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Cüzdan Bağla',
  'connect.loading': 'Bağlanıyor…',
  'network.select': 'Ağ seç',
  'network.unsupported': 'Desteklenmeyen ağ',
  'network.prefix': 'Ağ:',
  'balance.unavailable': 'Token bakiyesi kullanılamıyor',
} satisfies Translation<typeof en>
