import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Conectar carteira',
  'connect.loading': 'Conectando…',
  'network.select': 'Selecionar rede',
  'network.unsupported': 'Rede não suportada',
  'network.prefix': 'Rede:',
  'balance.unavailable': 'Saldo do token indisponível',
} satisfies Translation<typeof en>
