import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Caricamento token',
  unavailable: 'I saldi dei token non sono disponibili su questa rete.',
  empty: 'Ancora nessun token su questa rete.',
  total: 'Totale',
  list: 'Token',
  each: "{price} l'uno",
  balanceUnavailable: 'Saldo token non disponibile',
} satisfies Translation<typeof en>
