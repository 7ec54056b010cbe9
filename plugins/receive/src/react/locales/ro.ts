import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Primiți',
  notConnected: 'Conectați un portofel pentru a primi fonduri.',
  qrLabel: 'Codul QR al adresei dvs.',
  copy: 'Copiați adresa',
  copied: 'Adresa a fost copiată',
  copyFailed: 'Adresa nu a putut fi copiată',
  networksHint: 'Trimiteți la această adresă doar active din aceste rețele:',
  networks: 'Rețele acceptate',
} satisfies Translation<typeof en>
