import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Memuat token',
  unavailable: 'Saldo token tidak tersedia di jaringan ini.',
  empty: 'Belum ada token di jaringan ini.',
  total: 'Total',
  list: 'Token',
  each: '{price} per token',
  balanceUnavailable: 'Saldo Token Tidak Tersedia',
} satisfies Translation<typeof en>
