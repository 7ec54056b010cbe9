import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Memuatkan token',
  unavailable: 'Baki token tidak tersedia pada rangkaian ini.',
  empty: 'Belum ada token pada rangkaian ini.',
  total: 'Jumlah keseluruhan',
  list: 'Token',
  each: '{price} setiap satu',
  balanceUnavailable: 'Baki Token Tidak Tersedia',
} satisfies Translation<typeof en>
