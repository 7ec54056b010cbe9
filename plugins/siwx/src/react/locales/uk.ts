import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} запитує підключення до вашого гаманця',
  thisApp: 'Цей застосунок',
  prove: 'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити.',
  cancelDisconnects: 'У разі скасування гаманець буде відключено.',
  cancel: 'Скасувати',
  sign: 'Підписати',
  signing: 'Автентифікація…',
  declined: 'Підпис відхилено',
  smartAccountUnsupported: 'Цей застосунок може не підтримувати смарт-акаунти',
  initFailed: 'Не вдалося запустити автентифікацію',
} satisfies Translation<typeof en>
