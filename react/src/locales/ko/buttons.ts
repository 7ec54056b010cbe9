import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': '지갑 연결',
  'connect.loading': '연결 중…',
  'network.select': '네트워크 선택',
  'network.unsupported': '지원되지 않는 네트워크',
  'network.prefix': '네트워크:',
  'balance.unavailable': '토큰 잔액을 불러올 수 없음',
} satisfies Translation<typeof en>
