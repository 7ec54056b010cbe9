import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Verbind een wallet om de activiteit te zien.',
  loading: 'Activiteit laden',
  pendingList: 'Openstaande transacties',
  failed: 'Transacties ophalen mislukt',
  empty: 'Nog geen activiteit.',
  loadMore: 'Meer transacties laden',
  sending: 'Verzenden',
  sendingTo: 'Naar {address}',
  'operation.send': 'Verzonden',
  'operation.receive': 'Ontvangen',
  'operation.buy': 'Gekocht',
  'operation.trade': 'Geswapt',
  'operation.mint': 'Gemint',
  'operation.burn': 'Verbrand',
  'operation.approve': 'Goedgekeurd',
  'operation.deploy': 'Geïmplementeerd',
  'operation.execute': 'Contractaanroep',
  'status.confirmed': 'Bevestigd',
  'status.failed': 'Mislukt',
  'status.pending': 'In behandeling',
  onRamp: 'Crypto kopen',
  partyTo: '{amounts} naar {address}',
  partyFrom: '{amounts} van {address}',
} satisfies Translation<typeof en>
