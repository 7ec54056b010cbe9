import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Подключить кошелек',
  'connect.loading': 'Подключение…',
  'network.select': 'Выбрать сеть',
  'network.unsupported': 'Сеть не поддерживается',
  'network.prefix': 'Сеть:',
  'balance.unavailable': 'Баланс токена недоступен',
} satisfies Translation<typeof en>
