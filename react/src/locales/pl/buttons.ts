import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Połącz portfel',
  'connect.loading': 'Łączenie…',
  'network.select': 'Wybierz sieć',
  'network.unsupported': 'Nieobsługiwana sieć',
  'network.prefix': 'Sieć:',
  'balance.unavailable': 'Saldo tokena niedostępne',
} satisfies Translation<typeof en>
