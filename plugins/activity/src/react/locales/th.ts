import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'เชื่อมต่อกระเป๋าเงินเพื่อดูกิจกรรม',
  loading: 'กำลังโหลดกิจกรรม',
  pendingList: 'ธุรกรรมที่รอดำเนินการ',
  failed: 'ดึงข้อมูลธุรกรรมไม่สำเร็จ',
  empty: 'ยังไม่มีกิจกรรม',
  loadMore: 'โหลดธุรกรรมเพิ่มเติม',
  sending: 'กำลังส่ง',
  sendingTo: 'ถึง {address}',
  'operation.send': 'ส่งแล้ว',
  'operation.receive': 'ได้รับแล้ว',
  'operation.buy': 'ซื้อแล้ว',
  'operation.trade': 'สลับแล้ว',
  'operation.mint': 'มินต์แล้ว',
  'operation.burn': 'เบิร์นแล้ว',
  'operation.approve': 'อนุมัติแล้ว',
  'operation.deploy': 'ดีพลอยแล้ว',
  'operation.execute': 'เรียกใช้สัญญา',
  'status.confirmed': 'ยืนยันแล้ว',
  'status.failed': 'ล้มเหลว',
  'status.pending': 'รอดำเนินการ',
  onRamp: 'ซื้อคริปโต',
  partyTo: '{amounts} ถึง {address}',
  partyFrom: '{amounts} จาก {address}',
} satisfies Translation<typeof en>
