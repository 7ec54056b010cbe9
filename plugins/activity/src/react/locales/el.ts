import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Συνδέστε ένα πορτοφόλι για να δείτε τη δραστηριότητά του.',
  loading: 'Φόρτωση δραστηριότητας',
  pendingList: 'Εκκρεμείς συναλλαγές',
  failed: 'Η λήψη των συναλλαγών απέτυχε',
  empty: 'Δεν υπάρχει ακόμη δραστηριότητα.',
  loadMore: 'Φόρτωση περισσότερων συναλλαγών',
  sending: 'Αποστολή',
  sendingTo: 'Προς {address}',
  'operation.send': 'Αποστολή',
  'operation.receive': 'Λήψη',
  'operation.buy': 'Αγορά',
  'operation.trade': 'Ανταλλαγή',
  'operation.mint': 'Κοπή',
  'operation.burn': 'Καύση',
  'operation.approve': 'Έγκριση',
  'operation.deploy': 'Ανάπτυξη',
  'operation.execute': 'Κλήση συμβολαίου',
  'status.confirmed': 'Επιβεβαιώθηκε',
  'status.failed': 'Απέτυχε',
  'status.pending': 'Σε εκκρεμότητα',
  onRamp: 'Αγορά κρυπτονομισμάτων',
  partyTo: '{amounts} προς {address}',
  partyFrom: '{amounts} από {address}',
} satisfies Translation<typeof en>
