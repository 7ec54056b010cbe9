import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Läser in NFT:er',
  failed: 'Det gick inte att hämta NFT:er',
  empty: 'Inga NFT:er på det här nätverket ännu.',
  list: 'NFT:er',
  spam: 'Spam',
  showSpam: { one: 'Visa spam ({count})', other: 'Visa spam ({count})' },
  hideSpam: { one: 'Dölj spam ({count})', other: 'Dölj spam ({count})' },
  loadMore: 'Läs in fler NFT:er',
} satisfies Translation<typeof en>
