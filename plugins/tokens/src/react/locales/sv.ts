import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Läser in tokens',
  unavailable: 'Tokensaldon är inte tillgängliga på det här nätverket.',
  empty: 'Inga tokens på det här nätverket ännu.',
  total: 'Totalt',
  list: 'Tokens',
  each: '{price} per st.',
  balanceUnavailable: 'Tokensaldot är inte tillgängligt',
} satisfies Translation<typeof en>
