import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: '正在載入 NFT',
  failed: '無法取得 NFT',
  empty: '此網路上目前沒有 NFT。',
  list: 'NFT',
  spam: '垃圾內容',
  showSpam: { other: '顯示垃圾內容（{count}）' },
  hideSpam: { other: '隱藏垃圾內容（{count}）' },
  loadMore: '載入更多 NFT',
} satisfies Translation<typeof en>
