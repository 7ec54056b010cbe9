import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Tokens laden',
  unavailable: 'Tokensaldi zijn niet beschikbaar op dit netwerk.',
  empty: 'Nog geen tokens op dit netwerk.',
  total: 'Totaal',
  list: 'Tokens',
  each: '{price} per stuk',
  balanceUnavailable: 'Tokensaldo niet beschikbaar',
} satisfies Translation<typeof en>
