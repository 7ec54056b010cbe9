import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Λήψη',
  notConnected: 'Συνδέστε ένα πορτοφόλι για να λάβετε κεφάλαια.',
  qrLabel: 'Κωδικός QR της διεύθυνσής σας',
  copy: 'Αντιγραφή διεύθυνσης',
  copied: 'Η διεύθυνση αντιγράφηκε',
  copyFailed: 'Η αντιγραφή της διεύθυνσης απέτυχε',
  networksHint: 'Στέλνετε σε αυτή τη διεύθυνση μόνο περιουσιακά στοιχεία σε αυτά τα δίκτυα:',
  networks: 'Υποστηριζόμενα δίκτυα',
} satisfies Translation<typeof en>
