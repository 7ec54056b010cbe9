import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'กำลังโหลด NFT',
  failed: 'ดึงข้อมูล NFT ไม่สำเร็จ',
  empty: 'ยังไม่มี NFT บนเครือข่ายนี้',
  list: 'NFT',
  spam: 'สแปม',
  showSpam: { other: 'แสดงสแปม ({count})' },
  hideSpam: { other: 'ซ่อนสแปม ({count})' },
  loadMore: 'โหลด NFT เพิ่มเติม',
} satisfies Translation<typeof en>
