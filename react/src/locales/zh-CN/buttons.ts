import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': '连接钱包',
  'connect.loading': '正在连接…',
  'network.select': '选择网络',
  'network.unsupported': '不支持的网络',
  'network.prefix': '网络：',
  'balance.unavailable': '无法获取代币余额',
} satisfies Translation<typeof en>
