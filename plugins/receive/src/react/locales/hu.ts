import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Fogadás',
  notConnected: 'Pénzeszközök fogadásához csatlakoztasson egy tárcát.',
  qrLabel: 'A címe QR-kódja',
  copy: 'Cím másolása',
  copied: 'Cím másolva',
  copyFailed: 'Nem sikerült másolni a címet',
  networksHint: 'Erre a címre csak ezeken a hálózatokon küldjön eszközöket:',
  networks: 'Támogatott hálózatok',
} satisfies Translation<typeof en>
