import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Đang tải token',
  unavailable: 'Không có số dư token trên mạng này.',
  empty: 'Chưa có token nào trên mạng này.',
  total: 'Tổng',
  list: 'Token',
  each: '{price} mỗi token',
  balanceUnavailable: 'Không lấy được số dư token',
} satisfies Translation<typeof en>
