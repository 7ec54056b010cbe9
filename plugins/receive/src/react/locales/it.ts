import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Ricevi',
  notConnected: 'Connetti un wallet per ricevere fondi.',
  qrLabel: 'Codice QR del tuo indirizzo',
  copy: 'Copia indirizzo',
  copied: 'Indirizzo copiato',
  copyFailed: "Impossibile copiare l'indirizzo",
  networksHint: 'Invia a questo indirizzo solo asset su queste reti:',
  networks: 'Reti supportate',
} satisfies Translation<typeof en>
