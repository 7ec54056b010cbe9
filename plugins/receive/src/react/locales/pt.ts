import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Receber',
  notConnected: 'Conecte uma carteira para receber fundos.',
  qrLabel: 'QR code do seu endereço',
  copy: 'Copiar endereço',
  copied: 'Endereço copiado',
  copyFailed: 'Não foi possível copiar o endereço',
  networksHint: 'Envie ativos para este endereço somente nestas redes:',
  networks: 'Redes suportadas',
} satisfies Translation<typeof en>
