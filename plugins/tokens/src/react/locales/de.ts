import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Token werden geladen',
  unavailable: 'Token-Guthaben sind in diesem Netzwerk nicht verfügbar.',
  empty: 'Noch keine Token in diesem Netzwerk.',
  total: 'Gesamt',
  list: 'Token',
  each: 'je {price}',
  balanceUnavailable: 'Token-Guthaben nicht verfügbar',
} satisfies Translation<typeof en>
