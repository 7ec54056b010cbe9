// The NFTs plugin's texts, English: the source of truth for its other locales.
export default {
  loading: 'Loading NFTs',
  failed: 'Failed to fetch NFTs',
  empty: 'No NFTs on this network yet.',
  list: 'NFTs',
  spam: 'Spam',
  showSpam: { one: 'Show spam ({count})', other: 'Show spam ({count})' },
  hideSpam: { one: 'Hide spam ({count})', other: 'Hide spam ({count})' },
  loadMore: 'Load more NFTs',
} as const
