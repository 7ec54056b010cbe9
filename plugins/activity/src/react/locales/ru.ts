import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Подключите кошелек, чтобы увидеть его активность.',
  loading: 'Загрузка активности',
  pendingList: 'Ожидающие транзакции',
  failed: 'Не удалось загрузить транзакции',
  empty: 'Активности пока нет.',
  loadMore: 'Загрузить еще транзакции',
  sending: 'Отправка',
  sendingTo: 'Кому: {address}',
  'operation.send': 'Отправлено',
  'operation.receive': 'Получено',
  'operation.buy': 'Куплено',
  'operation.trade': 'Обмен',
  'operation.mint': 'Минт',
  'operation.burn': 'Сожжено',
  'operation.approve': 'Одобрено',
  'operation.deploy': 'Развернуто',
  'operation.execute': 'Вызов контракта',
  'status.confirmed': 'Подтверждено',
  'status.failed': 'Ошибка',
  'status.pending': 'В ожидании',
  onRamp: 'Покупка криптовалюты',
  partyTo: '{amounts} на {address}',
  partyFrom: '{amounts} с {address}',
} satisfies Translation<typeof en>
