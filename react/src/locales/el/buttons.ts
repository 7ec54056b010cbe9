import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Σύνδεση πορτοφολιού',
  'connect.loading': 'Σύνδεση...',
  'network.select': 'Επιλογή δικτύου',
  'network.unsupported': 'Μη υποστηριζόμενο δίκτυο',
  'network.prefix': 'Δίκτυο:',
  'balance.unavailable': 'Το υπόλοιπο token δεν είναι διαθέσιμο',
} satisfies Translation<typeof en>
