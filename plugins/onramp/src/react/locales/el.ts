import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Αγορά κρυπτονομισμάτων',
  loading: 'Φόρτωση διαθέσιμων αγορών',
  checkoutFailed: 'Δεν ήταν δυνατό το άνοιγμα της σελίδας πληρωμής.',
  sample: 'Δείγμα δεδομένων',
  sampleNotice: 'Οι τρέχουσες τιμές δεν είναι διαθέσιμες· αυτά τα ποσά είναι παραδείγματα.',
  payWith: 'Πληρωμή με',
  amount: 'Ποσό ({currency})',
  nothingToBuy: 'Δεν υπάρχει τίποτα προς αγορά στο δίκτυο {network}.',
  thisNetwork: 'αυτό',
  asset: 'Περιουσιακό στοιχείο προς αγορά',
  gettingQuotes: 'Λήψη προσφορών',
  providers: 'Πάροχοι',
  buyWith: 'Αγορά με {provider}',
  quote: '≈ {amount} · χρεώσεις {fee} + {networkFee}',
  waiting: 'Ολοκληρώστε την αγορά σας με {provider} στο νέο παράθυρο. Αναμονή…',
  bought: 'Η αγορά ολοκληρώθηκε: λάβατε {amount} στο πορτοφόλι σας.',
  yourCrypto: 'τα κρυπτονομίσματά σας',
  'invalid.empty': 'Εισαγάγετε ένα ποσό.',
  'invalid.format': 'Εισαγάγετε το ποσό με ψηφία, με έως 2 δεκαδικά.',
  'invalid.range': 'Εισαγάγετε ένα ποσό μεταξύ {min} και {max} {currency}.',
  'error.notConnected': 'Συνδέστε ένα πορτοφόλι για να αγοράσετε κρυπτονομίσματα.',
  'error.unavailable': 'Η αγορά κρυπτονομισμάτων δεν είναι διαθέσιμη: η εφαρμογή δεν έχει Blockchain API.',
  'error.unsafeUrl': 'Ο πάροχος έδωσε μη χρησιμοποιήσιμη διεύθυνση ολοκλήρωσης αγοράς.',
} satisfies Translation<typeof en>
