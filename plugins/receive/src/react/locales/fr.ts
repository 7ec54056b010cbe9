import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Recevoir',
  notConnected: 'Connectez un portefeuille pour recevoir des fonds.',
  qrLabel: 'QR code de votre adresse',
  copy: 'Copier l’adresse',
  copied: 'Adresse copiée',
  copyFailed: 'Impossible de copier l’adresse',
  networksHint: 'N’envoyez des actifs à cette adresse que sur ces réseaux :',
  networks: 'Réseaux pris en charge',
} satisfies Translation<typeof en>
