import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'جارٍ تحميل الرموز',
  unavailable: 'أرصدة الرموز غير متاحة على هذه الشبكة.',
  empty: 'لا توجد رموز على هذه الشبكة بعد.',
  total: 'الإجمالي',
  list: 'الرموز',
  each: '{price} للوحدة',
  balanceUnavailable: 'تعذّر عرض رصيد الرمز',
} satisfies Translation<typeof en>
