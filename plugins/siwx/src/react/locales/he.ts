import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: 'נדרש חיבור של {app} לארנק שלך',
  thisApp: 'האפליקציה הזו',
  prove: 'כדי להוכיח שהארנק הזה בבעלותך ולהמשיך, יש לחתום על ההודעה הזו.',
  cancelDisconnects: 'ביטול ינתק אותך.',
  cancel: 'ביטול',
  sign: 'חתימה',
  signing: 'מאמת…',
  declined: 'החתימה נדחתה',
  smartAccountUnsupported: 'ייתכן שהאפליקציה הזו אינה תומכת בחשבונות חכמים',
  initFailed: 'אירעה בעיה בהפעלת האימות',
} satisfies Translation<typeof en>
