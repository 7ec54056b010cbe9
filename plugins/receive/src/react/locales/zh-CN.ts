import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': '收款',
  notConnected: '连接钱包以接收资金。',
  qrLabel: '您的地址二维码',
  copy: '复制地址',
  copied: '地址已复制',
  copyFailed: '地址复制失败',
  networksHint: '请仅通过以下网络向此地址发送资产：',
  networks: '支持的网络',
} satisfies Translation<typeof en>
