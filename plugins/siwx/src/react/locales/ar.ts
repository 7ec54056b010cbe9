import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: 'يحتاج {app} إلى الاتصال بمحفظتك',
  thisApp: 'هذا التطبيق',
  prove: 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  cancelDisconnects: 'سيؤدي الإلغاء إلى قطع اتصالك.',
  cancel: 'إلغاء',
  sign: 'توقيع',
  signing: 'جارٍ المصادقة...',
  declined: 'تم رفض التوقيع',
  smartAccountUnsupported: 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  initFailed: 'حدثت مشكلة أثناء بدء المصادقة',
} satisfies Translation<typeof en>
