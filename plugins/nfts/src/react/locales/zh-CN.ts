import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: '正在加载 NFT',
  failed: '无法获取 NFT',
  empty: '此网络上暂无 NFT。',
  list: 'NFT',
  spam: '垃圾内容',
  showSpam: { other: '显示垃圾内容（{count}）' },
  hideSpam: { other: '隐藏垃圾内容（{count}）' },
  loadMore: '加载更多 NFT',
} satisfies Translation<typeof en>
