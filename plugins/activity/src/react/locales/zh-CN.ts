import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: '连接钱包以查看其活动。',
  loading: '正在加载活动',
  pendingList: '待处理的交易',
  failed: '无法获取交易',
  empty: '暂无活动。',
  loadMore: '加载更多交易',
  sending: '正在发送',
  sendingTo: '发送至 {address}',
  'operation.send': '已发送',
  'operation.receive': '已接收',
  'operation.buy': '已购买',
  'operation.trade': '已兑换',
  'operation.mint': '已铸造',
  'operation.burn': '已销毁',
  'operation.approve': '已授权',
  'operation.deploy': '已部署',
  'operation.execute': '合约调用',
  'status.confirmed': '已确认',
  'status.failed': '失败',
  'status.pending': '待处理',
  onRamp: '法币购买',
  partyTo: '{amounts} 至 {address}',
  partyFrom: '{amounts} 来自 {address}',
} satisfies Translation<typeof en>
