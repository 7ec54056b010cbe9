import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFTを読み込み中',
  failed: 'NFTを取得できませんでした',
  empty: 'このネットワークにはまだNFTがありません。',
  list: 'NFT',
  spam: 'スパム',
  showSpam: { other: 'スパムを表示({count})' },
  hideSpam: { other: 'スパムを非表示({count})' },
  loadMore: 'NFTをさらに読み込む',
} satisfies Translation<typeof en>
