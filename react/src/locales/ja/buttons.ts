import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'ウォレットを接続',
  'connect.loading': '接続中…',
  'network.select': 'ネットワークを選択',
  'network.unsupported': '非対応のネットワーク',
  'network.prefix': 'ネットワーク:',
  'balance.unavailable': 'トークン残高を取得できません',
} satisfies Translation<typeof en>
