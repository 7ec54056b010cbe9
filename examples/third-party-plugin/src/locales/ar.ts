import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.GasTips': 'نصائح الغاز',
  intro: 'كيف تدفع أقل مقابل الغاز:',
  introOn: 'كيف تدفع أقل مقابل الغاز على {network}:',
  list: 'نصائح الغاز',
  'quiet.title': 'أرسل حين تكون الشبكة هادئة',
  'quiet.text': 'تكون الرسوم في أدنى مستوياتها في عطلات نهاية الأسبوع وفي وقت متأخر من الليل (UTC).',
  'batch.title': 'اجمع تحويلاتك',
  'batch.text': 'معاملة واحدة بعدة استدعاءات تكلّف أقل من عدة معاملات.',
  'check.title': 'تحقّق من الرسوم قبل التوقيع',
  'check.text': 'تعرض محفظتك رسوم الشبكة؛ ارفض إن بدت مرتفعة أكثر من اللازم.',
  gotIt: 'فهمت',
} satisfies Translation<typeof en>
