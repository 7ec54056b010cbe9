import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Cargando NFT',
  failed: 'No se pudieron obtener los NFT',
  empty: 'Aún no hay NFT en esta red.',
  list: 'NFT',
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
  loadMore: 'Cargar más NFT',
} satisfies Translation<typeof en>
