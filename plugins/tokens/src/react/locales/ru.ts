import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Загрузка токенов',
  unavailable: 'Балансы токенов в этой сети недоступны.',
  empty: 'В этой сети пока нет токенов.',
  total: 'Итого',
  list: 'Токены',
  each: '{price} за шт.',
  balanceUnavailable: 'Баланс токена недоступен',
} satisfies Translation<typeof en>
