import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Hubungkan Dompet',
  'connect.loading': 'Menghubungkan…',
  'network.select': 'Pilih jaringan',
  'network.unsupported': 'Jaringan tidak didukung',
  'network.prefix': 'Jaringan:',
  'balance.unavailable': 'Saldo Token Tidak Tersedia',
} satisfies Translation<typeof en>
