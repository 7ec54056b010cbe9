import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: '正在載入代幣',
  unavailable: '無法取得此網路上的代幣餘額。',
  empty: '此網路上目前沒有代幣。',
  total: '總計',
  list: '代幣',
  each: '單價 {price}',
  balanceUnavailable: '無法取得代幣餘額',
} satisfies Translation<typeof en>
