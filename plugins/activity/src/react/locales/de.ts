import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Verbinden Sie eine Wallet, um ihre Aktivität zu sehen.',
  loading: 'Aktivität wird geladen',
  pendingList: 'Ausstehende Transaktionen',
  failed: 'Transaktionen konnten nicht abgerufen werden',
  empty: 'Noch keine Aktivität.',
  loadMore: 'Weitere Transaktionen laden',
  sending: 'Wird gesendet',
  sendingTo: 'An {address}',
  'operation.send': 'Gesendet',
  'operation.receive': 'Empfangen',
  'operation.buy': 'Gekauft',
  'operation.trade': 'Getauscht',
  'operation.mint': 'Gemintet',
  'operation.burn': 'Verbrannt',
  'operation.approve': 'Genehmigt',
  'operation.deploy': 'Bereitgestellt',
  'operation.execute': 'Vertragsaufruf',
  'status.confirmed': 'Bestätigt',
  'status.failed': 'Fehlgeschlagen',
  'status.pending': 'Ausstehend',
  onRamp: 'Krypto-Kauf',
  partyTo: '{amounts} an {address}',
  partyFrom: '{amounts} von {address}',
} satisfies Translation<typeof en>
