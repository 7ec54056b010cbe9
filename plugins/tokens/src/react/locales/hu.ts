import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Tokenek betöltése',
  unavailable: 'A tokenegyenlegek ezen a hálózaton nem érhetők el.',
  empty: 'Ezen a hálózaton még nincs token.',
  total: 'Összesen',
  list: 'Tokenek',
  each: '{price}/db',
  balanceUnavailable: 'A tokenegyenleg nem érhető el',
} satisfies Translation<typeof en>
