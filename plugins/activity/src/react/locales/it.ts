import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: "Connetti un wallet per vederne l'attività.",
  loading: 'Caricamento attività',
  pendingList: 'Transazioni in sospeso',
  failed: 'Impossibile recuperare le transazioni',
  empty: 'Ancora nessuna attività.',
  loadMore: 'Carica altre transazioni',
  sending: 'Invio in corso',
  sendingTo: 'A {address}',
  'operation.send': 'Inviato',
  'operation.receive': 'Ricevuto',
  'operation.buy': 'Acquistato',
  'operation.trade': 'Scambiato',
  'operation.mint': 'Coniato',
  'operation.burn': 'Bruciato',
  'operation.approve': 'Approvato',
  'operation.deploy': 'Distribuito',
  'operation.execute': 'Chiamata al contratto',
  'status.confirmed': 'Confermata',
  'status.failed': 'Non riuscita',
  'status.pending': 'In sospeso',
  onRamp: 'Acquisto crypto',
  partyTo: '{amounts} a {address}',
  partyFrom: '{amounts} da {address}',
} satisfies Translation<typeof en>
