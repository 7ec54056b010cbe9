import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Al',
  notConnected: 'Para almak için bir cüzdan bağlayın.',
  qrLabel: 'Adresinizin QR kodu',
  copy: 'Adresi kopyala',
  copied: 'Adres kopyalandı',
  copyFailed: 'Adres kopyalanamadı',
  networksHint: 'Bu adrese yalnızca şu ağlarda varlık gönderin:',
  networks: 'Desteklenen ağlar',
} satisfies Translation<typeof en>
