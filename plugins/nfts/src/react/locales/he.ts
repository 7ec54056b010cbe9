import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'טוען NFTs',
  failed: 'טעינת ה-NFTs נכשלה',
  empty: 'אין עדיין NFTs ברשת הזו.',
  list: 'NFTs',
  spam: 'ספאם',
  showSpam: { one: 'הצגת ספאם ({count})', two: 'הצגת ספאם ({count})', other: 'הצגת ספאם ({count})' },
  hideSpam: { one: 'הסתרת ספאם ({count})', two: 'הסתרת ספאם ({count})', other: 'הסתרת ספאם ({count})' },
  loadMore: 'טעינת NFTs נוספים',
} satisfies Translation<typeof en>
