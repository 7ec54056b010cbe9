import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'טוען טוקנים',
  unavailable: 'יתרות הטוקנים אינן זמינות ברשת הזו.',
  empty: 'אין עדיין טוקנים ברשת הזו.',
  total: 'סה״כ',
  list: 'טוקנים',
  each: '{price} ליחידה',
  balanceUnavailable: 'יתרת הטוקן אינה זמינה',
} satisfies Translation<typeof en>
