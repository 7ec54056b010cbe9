import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} perlu terhubung ke dompet Anda',
  thisApp: 'Aplikasi ini',
  prove: 'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan.',
  cancelDisconnects: 'Membatalkan akan memutuskan koneksi Anda.',
  cancel: 'Batal',
  sign: 'Tanda tangani',
  signing: 'Mengautentikasi…',
  declined: 'Tanda tangan ditolak',
  smartAccountUnsupported: 'Aplikasi ini mungkin tidak mendukung Akun Pintar',
  initFailed: 'Terjadi masalah saat mencoba memulai autentikasi',
} satisfies Translation<typeof en>
