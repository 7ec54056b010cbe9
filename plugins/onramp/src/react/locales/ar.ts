import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'شراء العملات المشفرة',
  loading: 'جارٍ تحميل ما يمكنك شراؤه',
  checkoutFailed: 'تعذّر فتح صفحة الدفع.',
  sample: 'بيانات تجريبية',
  sampleNotice: 'الأسعار المباشرة غير متاحة؛ هذه الأرقام للتوضيح فقط.',
  payWith: 'الدفع بـ',
  amount: 'المبلغ ({currency})',
  nothingToBuy: 'لا يمكن شراء أي شيء على {network}.',
  thisNetwork: 'هذه الشبكة',
  asset: 'الأصل المراد شراؤه',
  gettingQuotes: 'جارٍ جلب عروض الأسعار',
  providers: 'المزوّدون',
  buyWith: 'الشراء عبر {provider}',
  quote: '≈ {amount} · الرسوم {fee} + {networkFee}',
  waiting: 'أكمل عملية الشراء مع {provider} في النافذة الجديدة. بانتظار إتمامها…',
  bought: 'اكتملت عملية الشراء: وصل {amount} إلى محفظتك.',
  yourCrypto: 'عملتك المشفرة',
  'invalid.empty': 'أدخل مبلغًا.',
  'invalid.format': 'أدخل المبلغ بالأرقام، بخانتين عشريتين على الأكثر.',
  'invalid.range': 'أدخل مبلغًا بين {min} و{max} {currency}.',
  'error.notConnected': 'اربط محفظة لشراء العملات المشفّرة.',
  'error.unavailable': 'شراء العملات المشفّرة غير متاح: لا يملك التطبيق واجهة Blockchain API.',
  'error.unsafeUrl': 'أرسل المزوّد عنوان دفع غير صالح للاستخدام.',
} satisfies Translation<typeof en>
