import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'כדי לראות פעילות, יש לחבר ארנק.',
  loading: 'טוען פעילות',
  pendingList: 'עסקאות ממתינות',
  failed: 'טעינת העסקאות נכשלה',
  empty: 'אין עדיין פעילות.',
  loadMore: 'טעינת עסקאות נוספות',
  sending: 'שולח',
  sendingTo: 'אל {address}',
  'operation.send': 'נשלח',
  'operation.receive': 'התקבל',
  'operation.buy': 'נקנה',
  'operation.trade': 'הוחלף',
  'operation.mint': 'הונפק',
  'operation.burn': 'נשרף',
  'operation.approve': 'אושר',
  'operation.deploy': 'נפרס',
  'operation.execute': 'קריאה לחוזה',
  'status.confirmed': 'אושרה',
  'status.failed': 'נכשלה',
  'status.pending': 'ממתינה',
  onRamp: 'קנייה בכסף פיאט',
  partyTo: '{amounts} אל {address}',
  partyFrom: '{amounts} מאת {address}',
} satisfies Translation<typeof en>
