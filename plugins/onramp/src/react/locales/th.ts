import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'ซื้อคริปโต',
  loading: 'กำลังโหลดรายการที่ซื้อได้',
  checkoutFailed: 'ไม่สามารถเปิดหน้าชำระเงินได้',
  sample: 'ข้อมูลตัวอย่าง',
  sampleNotice: 'ไม่มีราคาแบบเรียลไทม์ ตัวเลขเหล่านี้เป็นเพียงตัวอย่าง',
  payWith: 'ชำระด้วย',
  amount: 'จำนวนเงิน ({currency})',
  nothingToBuy: 'ไม่มีสินทรัพย์ให้ซื้อบน {network}',
  thisNetwork: 'เครือข่ายนี้',
  asset: 'สินทรัพย์ที่จะซื้อ',
  gettingQuotes: 'กำลังขอใบเสนอราคา',
  providers: 'ผู้ให้บริการ',
  buyWith: 'ซื้อผ่าน {provider}',
  quote: '≈ {amount} · ค่าธรรมเนียม {fee} + {networkFee}',
  waiting: 'ทำการซื้อกับ {provider} ให้เสร็จในหน้าต่างใหม่ กำลังรอ…',
  bought: 'ซื้อสำเร็จ: {amount} เข้ากระเป๋าเงินของคุณแล้ว',
  yourCrypto: 'คริปโตของคุณ',
  'invalid.empty': 'ป้อนจำนวนเงิน',
  'invalid.format': 'ป้อนจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
  'invalid.range': 'ป้อนจำนวนเงินระหว่าง {min} ถึง {max} {currency}',
  'error.notConnected': 'เชื่อมต่อวอลเล็ตเพื่อซื้อคริปโต',
  'error.unavailable': 'ไม่สามารถซื้อคริปโตได้: แอปไม่มี Blockchain API',
  'error.unsafeUrl': 'ผู้ให้บริการส่งที่อยู่หน้าชำระเงินที่ใช้ไม่ได้',
} satisfies Translation<typeof en>
