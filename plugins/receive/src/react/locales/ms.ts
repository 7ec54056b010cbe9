import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Terima',
  notConnected: 'Sambungkan dompet untuk menerima dana.',
  qrLabel: 'Kod QR alamat anda',
  copy: 'Salin alamat',
  copied: 'Alamat disalin',
  copyFailed: 'Gagal menyalin alamat',
  networksHint: 'Hanya hantar aset pada rangkaian ini ke alamat ini:',
  networks: 'Rangkaian yang disokong',
} satisfies Translation<typeof en>
