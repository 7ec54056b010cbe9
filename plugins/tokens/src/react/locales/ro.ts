import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Se încarcă tokenurile',
  unavailable: 'Soldurile tokenurilor nu sunt disponibile în această rețea.',
  empty: 'Încă nu există tokenuri în această rețea.',
  total: 'Total',
  list: 'Tokenuri',
  each: '{price} bucata',
  balanceUnavailable: 'Soldul tokenului nu este disponibil',
} satisfies Translation<typeof en>
