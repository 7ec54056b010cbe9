import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} ต้องการเชื่อมต่อกับกระเป๋าเงินของคุณ',
  thisApp: 'แอปนี้',
  prove: 'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของกระเป๋าเงินนี้และดำเนินการต่อ',
  cancelDisconnects: 'การยกเลิกจะตัดการเชื่อมต่อของคุณ',
  cancel: 'ยกเลิก',
  sign: 'ลงนาม',
  signing: 'กำลังยืนยันตัวตน…',
  declined: 'การลงนามถูกปฏิเสธ',
  smartAccountUnsupported: 'แอปพลิเคชันนี้อาจไม่รองรับบัญชีอัจฉริยะ (Smart Account)',
  initFailed: 'เกิดปัญหาขณะเริ่มต้นการยืนยันตัวตน',
} satisfies Translation<typeof en>
