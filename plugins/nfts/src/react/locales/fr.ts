import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Chargement des NFT',
  failed: 'Impossible de récupérer les NFT',
  empty: 'Aucun NFT sur ce réseau pour le moment.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: {
    one: 'Afficher le spam ({count})',
    many: 'Afficher les spams ({count})',
    other: 'Afficher les spams ({count})',
  },
  hideSpam: {
    one: 'Masquer le spam ({count})',
    many: 'Masquer les spams ({count})',
    other: 'Masquer les spams ({count})',
  },
  loadMore: 'Afficher plus de NFT',
} satisfies Translation<typeof en>
