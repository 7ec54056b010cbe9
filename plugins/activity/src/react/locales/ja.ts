import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'アクティビティを表示するには、ウォレットを接続してください。',
  loading: 'アクティビティを読み込み中',
  pendingList: '保留中のトランザクション',
  failed: 'トランザクションを取得できませんでした',
  empty: 'アクティビティはまだありません。',
  loadMore: 'トランザクションをさらに読み込む',
  sending: '送金中',
  sendingTo: '宛先: {address}',
  'operation.send': '送金',
  'operation.receive': '受け取り',
  'operation.buy': '購入',
  'operation.trade': 'スワップ',
  'operation.mint': 'ミント',
  'operation.burn': 'バーン',
  'operation.approve': '承認',
  'operation.deploy': 'デプロイ',
  'operation.execute': 'コントラクト呼び出し',
  'status.confirmed': '確定',
  'status.failed': '失敗',
  'status.pending': '保留中',
  onRamp: 'オンランプ',
  partyTo: '{amounts} → {address}',
  partyFrom: '{amounts} ← {address}',
} satisfies Translation<typeof en>
