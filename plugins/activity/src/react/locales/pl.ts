import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Połącz portfel, aby zobaczyć jego aktywność.',
  loading: 'Ładowanie aktywności',
  pendingList: 'Oczekujące transakcje',
  failed: 'Nie udało się pobrać transakcji',
  empty: 'Brak aktywności.',
  loadMore: 'Załaduj więcej transakcji',
  sending: 'Wysyłanie',
  sendingTo: 'Do {address}',
  'operation.send': 'Wysłano',
  'operation.receive': 'Odebrano',
  'operation.buy': 'Kupiono',
  'operation.trade': 'Zamieniono',
  'operation.mint': 'Wybito',
  'operation.burn': 'Spalono',
  'operation.approve': 'Zatwierdzono',
  'operation.deploy': 'Wdrożono',
  'operation.execute': 'Wywołanie kontraktu',
  'status.confirmed': 'Potwierdzona',
  'status.failed': 'Nieudana',
  'status.pending': 'Oczekuje',
  onRamp: 'Zakup kryptowalut',
  partyTo: '{amounts} do {address}',
  partyFrom: '{amounts} od {address}',
} satisfies Translation<typeof en>
