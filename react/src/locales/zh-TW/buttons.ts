import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': '連結錢包',
  'connect.loading': '連結中…',
  'network.select': '選擇網路',
  'network.unsupported': '不支援的網路',
  'network.prefix': '網路：',
  'balance.unavailable': '無法取得代幣餘額',
} satisfies Translation<typeof en>
