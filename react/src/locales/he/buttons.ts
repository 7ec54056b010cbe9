import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'חיבור ארנק',
  'connect.loading': 'מתחבר…',
  'network.select': 'בחירת רשת',
  'network.unsupported': 'רשת לא נתמכת',
  'network.prefix': 'רשת:',
  'balance.unavailable': 'יתרת הטוקן אינה זמינה',
} satisfies Translation<typeof en>
