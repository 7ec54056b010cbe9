import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Chargement des jetons',
  unavailable: 'Les soldes de jetons sont indisponibles sur ce réseau.',
  empty: 'Aucun jeton sur ce réseau pour le moment.',
  total: 'Total',
  list: 'Jetons',
  each: '{price} l’unité',
  balanceUnavailable: 'Solde du jeton indisponible',
} satisfies Translation<typeof en>
