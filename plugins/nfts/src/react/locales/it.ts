import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Caricamento NFT',
  failed: 'Impossibile recuperare gli NFT',
  empty: 'Ancora nessun NFT su questa rete.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: { one: 'Mostra spam ({count})', many: 'Mostra spam ({count})', other: 'Mostra spam ({count})' },
  hideSpam: {
    one: 'Nascondi spam ({count})',
    many: 'Nascondi spam ({count})',
    other: 'Nascondi spam ({count})',
  },
  loadMore: 'Carica altri NFT',
} satisfies Translation<typeof en>
