import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Carregando tokens',
  unavailable: 'Os saldos de tokens não estão disponíveis nesta rede.',
  empty: 'Ainda não há tokens nesta rede.',
  total: 'Total',
  list: 'Tokens',
  each: '{price} cada',
  balanceUnavailable: 'Saldo do token indisponível',
} satisfies Translation<typeof en>
