import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Memuatkan NFT',
  failed: 'Gagal mendapatkan NFT',
  empty: 'Belum ada NFT pada rangkaian ini.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: { other: 'Tunjukkan spam ({count})' },
  hideSpam: { other: 'Sembunyikan spam ({count})' },
  loadMore: 'Muatkan lebih banyak NFT',
} satisfies Translation<typeof en>
