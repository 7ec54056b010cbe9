import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Підключити гаманець',
  'connect.loading': 'Підключення…',
  'network.select': 'Вибрати мережу',
  'network.unsupported': 'Мережа не підтримується',
  'network.prefix': 'Мережа:',
  'balance.unavailable': 'Баланс токена недоступний',
} satisfies Translation<typeof en>
