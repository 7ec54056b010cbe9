import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Mua tiền mã hóa',
  loading: 'Đang tải các tài sản có thể mua',
  checkoutFailed: 'Không thể mở trang thanh toán.',
  sample: 'Dữ liệu mẫu',
  sampleNotice: 'Không có giá trực tiếp; các con số này chỉ là ví dụ.',
  payWith: 'Thanh toán bằng',
  amount: 'Số tiền ({currency})',
  nothingToBuy: 'Không có gì để mua trên {network}.',
  thisNetwork: 'mạng này',
  asset: 'Tài sản muốn mua',
  gettingQuotes: 'Đang lấy báo giá',
  providers: 'Nhà cung cấp',
  buyWith: 'Mua qua {provider}',
  quote: '≈ {amount} · phí {fee} + {networkFee}',
  waiting: 'Hoàn tất giao dịch mua với {provider} trong cửa sổ mới. Đang chờ…',
  bought: 'Mua thành công: {amount} đã về ví của bạn.',
  yourCrypto: 'tiền mã hóa của bạn',
  'invalid.empty': 'Nhập số tiền.',
  'invalid.format': 'Nhập số tiền bằng chữ số, tối đa 2 chữ số thập phân.',
  'invalid.range': 'Nhập số tiền từ {min} đến {max} {currency}.',
  'error.notConnected': 'Kết nối ví để mua tiền mã hóa.',
  'error.unavailable': 'Không thể mua tiền mã hóa: ứng dụng không có Blockchain API.',
  'error.unsafeUrl': 'Nhà cung cấp trả về địa chỉ thanh toán không dùng được.',
} satisfies Translation<typeof en>
