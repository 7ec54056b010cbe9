import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Ładowanie NFT',
  failed: 'Nie udało się pobrać NFT',
  empty: 'Brak NFT w tej sieci.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: {
    one: 'Pokaż spam ({count})',
    few: 'Pokaż spam ({count})',
    many: 'Pokaż spam ({count})',
    other: 'Pokaż spam ({count})',
  },
  hideSpam: {
    one: 'Ukryj spam ({count})',
    few: 'Ukryj spam ({count})',
    many: 'Ukryj spam ({count})',
    other: 'Ukryj spam ({count})',
  },
  loadMore: 'Załaduj więcej NFT',
} satisfies Translation<typeof en>
