import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'اربط محفظة لعرض نشاطها.',
  loading: 'جارٍ تحميل النشاط',
  pendingList: 'المعاملات المعلّقة',
  failed: 'تعذّر جلب المعاملات',
  empty: 'لا يوجد نشاط بعد.',
  loadMore: 'تحميل مزيد من المعاملات',
  sending: 'جارٍ الإرسال',
  sendingTo: 'إلى {address}',
  'operation.send': 'تم الإرسال',
  'operation.receive': 'تم الاستلام',
  'operation.buy': 'تم الشراء',
  'operation.trade': 'تمت المبادلة',
  'operation.mint': 'تم السكّ',
  'operation.burn': 'تم الحرق',
  'operation.approve': 'تمت الموافقة',
  'operation.deploy': 'تم النشر',
  'operation.execute': 'استدعاء عقد',
  'status.confirmed': 'مؤكَّدة',
  'status.failed': 'فاشلة',
  'status.pending': 'معلّقة',
  onRamp: 'شراء مباشر',
  partyTo: '{amounts} إلى {address}',
  partyFrom: '{amounts} من {address}',
} satisfies Translation<typeof en>
