import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Přijmout',
  notConnected: 'Připojte peněženku, abyste mohli přijímat prostředky.',
  qrLabel: 'QR kód vaší adresy',
  copy: 'Kopírovat adresu',
  copied: 'Adresa zkopírována',
  copyFailed: 'Adresu se nepodařilo zkopírovat',
  networksHint: 'Na tuto adresu posílejte pouze aktiva v těchto sítích:',
  networks: 'Podporované sítě',
} satisfies Translation<typeof en>
