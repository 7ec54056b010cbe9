import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFT लोड हो रहे हैं',
  failed: 'NFT प्राप्त नहीं हो सके',
  empty: 'इस नेटवर्क पर अभी कोई NFT नहीं है।',
  list: 'NFT',
  spam: 'स्पैम',
  showSpam: { one: 'स्पैम दिखाएँ ({count})', other: 'स्पैम दिखाएँ ({count})' },
  hideSpam: { one: 'स्पैम छिपाएँ ({count})', other: 'स्पैम छिपाएँ ({count})' },
  loadMore: 'और NFT लोड करें',
} satisfies Translation<typeof en>
