import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Ładowanie tokenów',
  unavailable: 'Salda tokenów są niedostępne w tej sieci.',
  empty: 'Brak tokenów w tej sieci.',
  total: 'Razem',
  list: 'Tokeny',
  each: '{price} / szt.',
  balanceUnavailable: 'Saldo tokena niedostępne',
} satisfies Translation<typeof en>
