import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'קניית קריפטו',
  loading: 'טוען את מה שאפשר לקנות',
  checkoutFailed: 'לא ניתן היה לפתוח את דף התשלום.',
  sample: 'נתונים לדוגמה',
  sampleNotice: 'מחירים בזמן אמת אינם זמינים; הנתונים האלה הם דוגמה בלבד.',
  payWith: 'אמצעי תשלום',
  amount: 'סכום ({currency})',
  nothingToBuy: 'אין מה לקנות ב-{network}.',
  thisNetwork: 'רשת זו',
  asset: 'נכס לקנייה',
  gettingQuotes: 'מקבל הצעות מחיר',
  providers: 'ספקים',
  buyWith: 'קנייה דרך {provider}',
  quote: '≈ {amount} · עמלות {fee} + {networkFee}',
  waiting: 'יש להשלים את הקנייה מול {provider} בחלון החדש. ממתין…',
  bought: 'הקנייה הושלמה: {amount} הגיע לארנק שלך.',
  yourCrypto: 'הקריפטו שלך',
  'invalid.empty': 'יש להזין סכום.',
  'invalid.format': 'יש להזין את הסכום בספרות, עם 2 ספרות אחרי הנקודה לכל היותר.',
  'invalid.range': 'יש להזין סכום בין {min} ל-{max} {currency}.',
  'error.notConnected': 'חברו ארנק כדי לקנות מטבעות קריפטו.',
  'error.unavailable': 'קניית קריפטו אינה זמינה: לאפליקציה אין Blockchain API.',
  'error.unsafeUrl': 'הספק החזיר כתובת תשלום שלא ניתן להשתמש בה.',
} satisfies Translation<typeof en>
