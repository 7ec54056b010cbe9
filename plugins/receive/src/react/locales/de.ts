import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Empfangen',
  notConnected: 'Verbinden Sie eine Wallet, um Guthaben zu empfangen.',
  qrLabel: 'QR-Code Ihrer Adresse',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  copyFailed: 'Adresse konnte nicht kopiert werden',
  networksHint: 'Senden Sie Assets an diese Adresse nur über diese Netzwerke:',
  networks: 'Unterstützte Netzwerke',
} satisfies Translation<typeof en>
