import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'ربط المحفظة',
  'connect.loading': 'جارٍ الربط…',
  'network.select': 'اختر الشبكة',
  'network.unsupported': 'شبكة غير مدعومة',
  'network.prefix': 'الشبكة:',
  'balance.unavailable': 'تعذّر عرض رصيد الرمز',
} satisfies Translation<typeof en>
