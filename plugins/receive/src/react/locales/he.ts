import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'קבלה',
  notConnected: 'כדי לקבל כספים, יש לחבר ארנק.',
  qrLabel: 'קוד QR של הכתובת שלך',
  copy: 'העתקת כתובת',
  copied: 'הכתובת הועתקה',
  copyFailed: 'העתקת הכתובת נכשלה',
  networksHint: 'יש לשלוח לכתובת הזו נכסים ברשתות האלה בלבד:',
  networks: 'רשתות נתמכות',
} satisfies Translation<typeof en>
