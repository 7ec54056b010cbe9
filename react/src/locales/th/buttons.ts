import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'เชื่อมต่อกระเป๋าเงิน',
  'connect.loading': 'กำลังเชื่อมต่อ…',
  'network.select': 'เลือกเครือข่าย',
  'network.unsupported': 'ไม่รองรับเครือข่ายนี้',
  'network.prefix': 'เครือข่าย:',
  'balance.unavailable': 'ไม่สามารถดูยอดคงเหลือโทเค็นได้',
} satisfies Translation<typeof en>
