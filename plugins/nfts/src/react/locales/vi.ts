import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Đang tải NFT',
  failed: 'Không thể tải NFT',
  empty: 'Chưa có NFT nào trên mạng này.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: { other: 'Hiện spam ({count})' },
  hideSpam: { other: 'Ẩn spam ({count})' },
  loadMore: 'Tải thêm NFT',
} satisfies Translation<typeof en>
