import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: "NFT's laden",
  failed: "NFT's ophalen mislukt",
  empty: "Nog geen NFT's op dit netwerk.",
  list: "NFT's",
  spam: 'Spam',
  showSpam: { one: 'Spam tonen ({count})', other: 'Spam tonen ({count})' },
  hideSpam: { one: 'Spam verbergen ({count})', other: 'Spam verbergen ({count})' },
  loadMore: "Meer NFT's laden",
} satisfies Translation<typeof en>
