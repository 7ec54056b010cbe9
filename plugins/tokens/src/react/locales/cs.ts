import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Načítání tokenů',
  unavailable: 'Zůstatky tokenů nejsou v této síti k dispozici.',
  empty: 'V této síti zatím nejsou žádné tokeny.',
  total: 'Celkem',
  list: 'Tokeny',
  each: '{price} za kus',
  balanceUnavailable: 'Zůstatek tokenů není k dispozici',
} satisfies Translation<typeof en>
