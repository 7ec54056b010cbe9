import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Cargando tokens',
  unavailable: 'Los saldos de tokens no están disponibles en esta red.',
  empty: 'Aún no hay tokens en esta red.',
  total: 'Total',
  list: 'Tokens',
  each: '{price} c/u',
  balanceUnavailable: 'Saldo del token no disponible',
} satisfies Translation<typeof en>
