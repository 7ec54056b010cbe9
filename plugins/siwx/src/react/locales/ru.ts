import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} запрашивает подключение к вашему кошельку',
  thisApp: 'Это приложение',
  prove: 'Подпишите это сообщение, чтобы подтвердить, что кошелек принадлежит вам, и продолжить.',
  cancelDisconnects: 'При отмене кошелек будет отключен.',
  cancel: 'Отмена',
  sign: 'Подписать',
  signing: 'Аутентификация…',
  declined: 'Подпись отклонена',
  smartAccountUnsupported: 'Это приложение может не поддерживать смарт-аккаунты',
  initFailed: 'Не удалось запустить аутентификацию',
} satisfies Translation<typeof en>
