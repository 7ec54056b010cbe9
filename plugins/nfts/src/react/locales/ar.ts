import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'جارٍ تحميل NFTs',
  failed: 'تعذّر جلب NFTs',
  empty: 'لا توجد NFTs على هذه الشبكة بعد.',
  list: 'NFTs',
  spam: 'مزعج',
  showSpam: { other: 'إظهار العناصر المزعجة ({count})' },
  hideSpam: { other: 'إخفاء العناصر المزعجة ({count})' },
  loadMore: 'تحميل مزيد من NFTs',
} satisfies Translation<typeof en>
