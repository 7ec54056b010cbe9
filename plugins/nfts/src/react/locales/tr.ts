import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFT’ler yükleniyor',
  failed: 'NFT’ler alınamadı',
  empty: 'Bu ağda henüz NFT yok.',
  list: 'NFT’ler',
  spam: 'Spam',
  showSpam: {
    one: 'Spam’i göster ({count})',
    other: 'Spam’i göster ({count})',
  },
  hideSpam: {
    one: 'Spam’i gizle ({count})',
    other: 'Spam’i gizle ({count})',
  },
  loadMore: 'Daha fazla NFT yükle',
} satisfies Translation<typeof en>
