import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: '正在加载代币',
  unavailable: '此网络上无法获取代币余额。',
  empty: '此网络上暂无代币。',
  total: '总计',
  list: '代币',
  each: '单价 {price}',
  balanceUnavailable: '无法获取代币余额',
} satisfies Translation<typeof en>
