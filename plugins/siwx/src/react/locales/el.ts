import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} πρέπει να συνδεθεί με το πορτοφόλι σας',
  thisApp: 'Αυτή η εφαρμογή',
  prove: 'Υπογράψτε αυτό το μήνυμα για να αποδείξετε ότι σας ανήκει αυτό το πορτοφόλι και να συνεχίσετε.',
  cancelDisconnects: 'Με την ακύρωση θα αποσυνδεθείτε.',
  cancel: 'Ακύρωση',
  sign: 'Υπογραφή',
  signing: 'Έλεγχος ταυτότητας...',
  declined: 'Η υπογραφή απορρίφθηκε',
  smartAccountUnsupported: 'Αυτή η εφαρμογή ενδέχεται να μην υποστηρίζει έξυπνους λογαριασμούς',
  initFailed: 'Παρουσιάστηκε πρόβλημα κατά την έναρξη του ελέγχου ταυτότητας',
} satisfies Translation<typeof en>
