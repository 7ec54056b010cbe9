import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Підключіть гаманець, щоб побачити його активність.',
  loading: 'Завантаження активності',
  pendingList: 'Транзакції в очікуванні',
  failed: 'Не вдалося завантажити транзакції',
  empty: 'Активності поки немає.',
  loadMore: 'Завантажити ще транзакції',
  sending: 'Надсилання',
  sendingTo: 'Кому: {address}',
  'operation.send': 'Надіслано',
  'operation.receive': 'Отримано',
  'operation.buy': 'Куплено',
  'operation.trade': 'Обмін',
  'operation.mint': 'Мінт',
  'operation.burn': 'Спалено',
  'operation.approve': 'Схвалено',
  'operation.deploy': 'Розгорнуто',
  'operation.execute': 'Виклик контракту',
  'status.confirmed': 'Підтверджено',
  'status.failed': 'Помилка',
  'status.pending': 'Очікує',
  onRamp: 'Купівля криптовалюти',
  partyTo: '{amounts} на {address}',
  partyFrom: '{amounts} з {address}',
} satisfies Translation<typeof en>
