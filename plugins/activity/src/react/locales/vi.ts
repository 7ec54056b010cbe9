import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Kết nối ví để xem hoạt động của ví.',
  loading: 'Đang tải hoạt động',
  pendingList: 'Giao dịch đang chờ',
  failed: 'Không thể tải giao dịch',
  empty: 'Chưa có hoạt động nào.',
  loadMore: 'Tải thêm giao dịch',
  sending: 'Đang gửi',
  sendingTo: 'Đến {address}',
  'operation.send': 'Đã gửi',
  'operation.receive': 'Đã nhận',
  'operation.buy': 'Đã mua',
  'operation.trade': 'Đã hoán đổi',
  'operation.mint': 'Đã đúc',
  'operation.burn': 'Đã đốt',
  'operation.approve': 'Đã phê duyệt',
  'operation.deploy': 'Đã triển khai',
  'operation.execute': 'Gọi hợp đồng',
  'status.confirmed': 'Đã xác nhận',
  'status.failed': 'Thất bại',
  'status.pending': 'Đang chờ',
  onRamp: 'Mua bằng tiền pháp định',
  partyTo: '{amounts} đến {address}',
  partyFrom: '{amounts} từ {address}',
} satisfies Translation<typeof en>
