import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Завантаження токенів',
  unavailable: 'Баланси токенів у цій мережі недоступні.',
  empty: 'У цій мережі поки немає токенів.',
  total: 'Разом',
  list: 'Токени',
  each: '{price} за шт.',
  balanceUnavailable: 'Баланс токена недоступний',
} satisfies Translation<typeof en>
