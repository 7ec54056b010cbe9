import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Ontvangen',
  notConnected: 'Verbind een wallet om geld te ontvangen.',
  qrLabel: 'QR-code van je adres',
  copy: 'Adres kopiëren',
  copied: 'Adres gekopieerd',
  copyFailed: 'Adres kopiëren mislukt',
  networksHint: 'Stuur naar dit adres alleen assets op deze netwerken:',
  networks: 'Ondersteunde netwerken',
} satisfies Translation<typeof en>
