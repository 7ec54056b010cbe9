import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'รับ',
  notConnected: 'เชื่อมต่อกระเป๋าเงินเพื่อรับเงิน',
  qrLabel: 'คิวอาร์โค้ดของที่อยู่คุณ',
  copy: 'คัดลอกที่อยู่',
  copied: 'คัดลอกที่อยู่แล้ว',
  copyFailed: 'คัดลอกที่อยู่ไม่สำเร็จ',
  networksHint: 'ส่งสินทรัพย์มายังที่อยู่นี้ผ่านเครือข่ายต่อไปนี้เท่านั้น:',
  networks: 'เครือข่ายที่รองรับ',
} satisfies Translation<typeof en>
