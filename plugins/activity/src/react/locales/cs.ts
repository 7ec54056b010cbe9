import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Připojte peněženku, abyste viděli její aktivitu.',
  loading: 'Načítání aktivity',
  pendingList: 'Čekající transakce',
  failed: 'Transakce se nepodařilo načíst',
  empty: 'Zatím žádná aktivita.',
  loadMore: 'Načíst další transakce',
  sending: 'Odesílání',
  sendingTo: 'Komu: {address}',
  'operation.send': 'Odesláno',
  'operation.receive': 'Přijato',
  'operation.buy': 'Nakoupeno',
  'operation.trade': 'Směněno',
  'operation.mint': 'Vyraženo',
  'operation.burn': 'Spáleno',
  'operation.approve': 'Schváleno',
  'operation.deploy': 'Nasazeno',
  'operation.execute': 'Volání kontraktu',
  'status.confirmed': 'Potvrzeno',
  'status.failed': 'Selhalo',
  'status.pending': 'Čeká na vyřízení',
  onRamp: 'Nákup kryptoměn',
  partyTo: '{amounts} na {address}',
  partyFrom: '{amounts} z {address}',
} satisfies Translation<typeof en>
