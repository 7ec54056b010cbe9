import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFTs werden geladen',
  failed: 'NFTs konnten nicht abgerufen werden',
  empty: 'Noch keine NFTs in diesem Netzwerk.',
  list: 'NFTs',
  spam: 'Spam',
  showSpam: {
    one: 'Spam anzeigen ({count})',
    other: 'Spam anzeigen ({count})',
  },
  hideSpam: {
    one: 'Spam ausblenden ({count})',
    other: 'Spam ausblenden ({count})',
  },
  loadMore: 'Weitere NFTs laden',
} satisfies Translation<typeof en>
