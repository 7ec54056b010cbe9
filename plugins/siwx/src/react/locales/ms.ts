import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} perlu bersambung ke dompet anda',
  thisApp: 'Aplikasi ini',
  prove: 'Tandatangani mesej ini untuk membuktikan anda pemilik dompet ini dan teruskan.',
  cancelDisconnects: 'Membatalkan akan memutuskan sambungan anda.',
  cancel: 'Batal',
  sign: 'Tandatangan',
  signing: 'Mengesahkan...',
  declined: 'Tandatangan ditolak',
  smartAccountUnsupported: 'Aplikasi ini mungkin tidak menyokong Akaun Pintar',
  initFailed: 'Masalah berlaku semasa cuba memulakan pengesahan',
} satisfies Translation<typeof en>
