import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Kết nối ví',
  'connect.loading': 'Đang kết nối…',
  'network.select': 'Chọn mạng',
  'network.unsupported': 'Mạng không được hỗ trợ',
  'network.prefix': 'Mạng:',
  'balance.unavailable': 'Không lấy được số dư token',
} satisfies Translation<typeof en>
