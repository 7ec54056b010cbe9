import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Nhận',
  notConnected: 'Kết nối ví để nhận tiền.',
  qrLabel: 'Mã QR địa chỉ của bạn',
  copy: 'Sao chép địa chỉ',
  copied: 'Đã sao chép địa chỉ',
  copyFailed: 'Không thể sao chép địa chỉ',
  networksHint: 'Chỉ gửi tài sản trên các mạng sau đến địa chỉ này:',
  networks: 'Mạng được hỗ trợ',
} satisfies Translation<typeof en>
