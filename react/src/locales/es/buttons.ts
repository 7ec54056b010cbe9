import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Conectar billetera',
  'connect.loading': 'Conectando…',
  'network.select': 'Seleccionar red',
  'network.unsupported': 'Red no compatible',
  'network.prefix': 'Red:',
  'balance.unavailable': 'Saldo del token no disponible',
} satisfies Translation<typeof en>
