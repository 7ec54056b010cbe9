import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Ta emot',
  notConnected: 'Anslut en plånbok för att ta emot pengar.',
  qrLabel: 'QR-kod för din adress',
  copy: 'Kopiera adress',
  copied: 'Adressen har kopierats',
  copyFailed: 'Det gick inte att kopiera adressen',
  networksHint: 'Skicka endast tillgångar på dessa nätverk till den här adressen:',
  networks: 'Nätverk som stöds',
} satisfies Translation<typeof en>
