import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Conectați un portofel pentru a-i vedea activitatea.',
  loading: 'Se încarcă activitatea',
  pendingList: 'Tranzacții în așteptare',
  failed: 'Tranzacțiile nu au putut fi preluate',
  empty: 'Încă nu există activitate.',
  loadMore: 'Încărcați mai multe tranzacții',
  sending: 'Se trimite',
  sendingTo: 'Către {address}',
  'operation.send': 'Trimis',
  'operation.receive': 'Primit',
  'operation.buy': 'Cumpărat',
  'operation.trade': 'Schimbat',
  'operation.mint': 'Emis',
  'operation.burn': 'Ars',
  'operation.approve': 'Aprobat',
  'operation.deploy': 'Implementat',
  'operation.execute': 'Apel de contract',
  'status.confirmed': 'Confirmată',
  'status.failed': 'Eșuată',
  'status.pending': 'În așteptare',
  onRamp: 'Cumpărare cripto',
  partyTo: '{amounts} către {address}',
  partyFrom: '{amounts} de la {address}',
} satisfies Translation<typeof en>
