import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Φόρτωση NFT',
  failed: 'Η λήψη των NFT απέτυχε',
  empty: 'Δεν υπάρχουν ακόμη NFT σε αυτό το δίκτυο.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: { one: 'Εμφάνιση spam ({count})', other: 'Εμφάνιση spam ({count})' },
  hideSpam: { one: 'Απόκρυψη spam ({count})', other: 'Απόκρυψη spam ({count})' },
  loadMore: 'Φόρτωση περισσότερων NFT',
} satisfies Translation<typeof en>
