import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'กำลังโหลดโทเค็น',
  unavailable: 'ไม่สามารถดูยอดคงเหลือโทเค็นบนเครือข่ายนี้ได้',
  empty: 'ยังไม่มีโทเค็นบนเครือข่ายนี้',
  total: 'รวม',
  list: 'โทเค็น',
  each: '{price} ต่อหน่วย',
  balanceUnavailable: 'ไม่สามารถดูยอดคงเหลือโทเค็นได้',
} satisfies Translation<typeof en>
