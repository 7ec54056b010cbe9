import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Φόρτωση tokens',
  unavailable: 'Τα υπόλοιπα των tokens δεν είναι διαθέσιμα σε αυτό το δίκτυο.',
  empty: 'Δεν υπάρχουν ακόμη tokens σε αυτό το δίκτυο.',
  total: 'Σύνολο',
  list: 'Tokens',
  each: '{price} το καθένα',
  balanceUnavailable: 'Το υπόλοιπο token δεν είναι διαθέσιμο',
} satisfies Translation<typeof en>
