import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Memuat NFT',
  failed: 'Gagal mengambil NFT',
  empty: 'Belum ada NFT di jaringan ini.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: { other: 'Tampilkan spam ({count})' },
  hideSpam: { other: 'Sembunyikan spam ({count})' },
  loadMore: 'Muat NFT lainnya',
} satisfies Translation<typeof en>
