import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Recibir',
  notConnected: 'Conecta una billetera para recibir fondos.',
  qrLabel: 'Código QR de tu dirección',
  copy: 'Copiar dirección',
  copied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar la dirección',
  networksHint: 'Envía activos a esta dirección solo en estas redes:',
  networks: 'Redes compatibles',
} satisfies Translation<typeof en>
