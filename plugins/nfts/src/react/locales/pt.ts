import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Carregando NFTs',
  failed: 'Não foi possível buscar os NFTs',
  empty: 'Ainda não há NFTs nesta rede.',
  list: 'NFTs',
  spam: 'Spam',
  showSpam: {
    one: 'Mostrar spam ({count})',
    many: 'Mostrar spam ({count})',
    other: 'Mostrar spam ({count})',
  },
  hideSpam: {
    one: 'Ocultar spam ({count})',
    many: 'Ocultar spam ({count})',
    other: 'Ocultar spam ({count})',
  },
  loadMore: 'Carregar mais NFTs',
} satisfies Translation<typeof en>
