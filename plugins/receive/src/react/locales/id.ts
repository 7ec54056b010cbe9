import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Terima',
  notConnected: 'Hubungkan dompet untuk menerima dana.',
  qrLabel: 'Kode QR alamat Anda',
  copy: 'Salin alamat',
  copied: 'Alamat disalin',
  copyFailed: 'Gagal menyalin alamat',
  networksHint: 'Hanya kirim aset di jaringan berikut ke alamat ini:',
  networks: 'Jaringan yang didukung',
} satisfies Translation<typeof en>
