import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Se încarcă NFT-urile',
  failed: 'NFT-urile nu au putut fi preluate',
  empty: 'Încă nu există NFT-uri în această rețea.',
  list: 'NFT-uri',
  spam: 'Spam',
  showSpam: { one: 'Afișați spam ({count})', few: 'Afișați spam ({count})', other: 'Afișați spam ({count})' },
  hideSpam: {
    one: 'Ascundeți spam ({count})',
    few: 'Ascundeți spam ({count})',
    other: 'Ascundeți spam ({count})',
  },
  loadMore: 'Încărcați mai multe NFT-uri',
} satisfies Translation<typeof en>
