import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} cần kết nối với ví của bạn',
  thisApp: 'Ứng dụng này',
  prove: 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục.',
  cancelDisconnects: 'Nếu hủy, bạn sẽ bị ngắt kết nối.',
  cancel: 'Hủy',
  sign: 'Ký',
  signing: 'Đang xác thực…',
  declined: 'Đã từ chối chữ ký',
  smartAccountUnsupported: 'Ứng dụng này có thể không hỗ trợ tài khoản thông minh',
  initFailed: 'Đã xảy ra sự cố khi khởi tạo xác thực',
} satisfies Translation<typeof en>
