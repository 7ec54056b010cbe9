import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Connectez un portefeuille pour voir son activité.',
  loading: 'Chargement de l’activité',
  pendingList: 'Transactions en attente',
  failed: 'Impossible de récupérer les transactions',
  empty: 'Aucune activité pour le moment.',
  loadMore: 'Afficher plus de transactions',
  sending: 'Envoi en cours',
  sendingTo: 'À {address}',
  'operation.send': 'Envoyé',
  'operation.receive': 'Reçu',
  'operation.buy': 'Acheté',
  'operation.trade': 'Échangé',
  'operation.mint': 'Minté',
  'operation.burn': 'Brûlé',
  'operation.approve': 'Approuvé',
  'operation.deploy': 'Déployé',
  'operation.execute': 'Appel de contrat',
  'status.confirmed': 'Confirmée',
  'status.failed': 'Échouée',
  'status.pending': 'En attente',
  onRamp: 'Achat de crypto',
  partyTo: '{amounts} à {address}',
  partyFrom: '{amounts} de {address}',
} satisfies Translation<typeof en>
