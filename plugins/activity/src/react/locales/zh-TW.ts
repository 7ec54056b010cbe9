import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: '連結錢包以查看其活動。',
  loading: '正在載入活動',
  pendingList: '待處理的交易',
  failed: '無法取得交易',
  empty: '目前沒有活動。',
  loadMore: '載入更多交易',
  sending: '傳送中',
  sendingTo: '傳送至 {address}',
  'operation.send': '已傳送',
  'operation.receive': '已收到',
  'operation.buy': '已購買',
  'operation.trade': '已兌換',
  'operation.mint': '已鑄造',
  'operation.burn': '已銷毀',
  'operation.approve': '已核准',
  'operation.deploy': '已部署',
  'operation.execute': '合約呼叫',
  'status.confirmed': '已確認',
  'status.failed': '失敗',
  'status.pending': '待處理',
  onRamp: '法幣入金',
  partyTo: '{amounts} 至 {address}',
  partyFrom: '{amounts} 來自 {address}',
} satisfies Translation<typeof en>
