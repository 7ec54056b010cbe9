import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Csatlakoztasson egy tárcát a tevékenysége megtekintéséhez.',
  loading: 'Tevékenység betöltése',
  pendingList: 'Függőben lévő tranzakciók',
  failed: 'Nem sikerült lekérni a tranzakciókat',
  empty: 'Még nincs tevékenység.',
  loadMore: 'További tranzakciók betöltése',
  sending: 'Küldés',
  sendingTo: 'Címzett: {address}',
  'operation.send': 'Elküldve',
  'operation.receive': 'Beérkezett',
  'operation.buy': 'Vásárolva',
  'operation.trade': 'Cserélve',
  'operation.mint': 'Kibocsátva',
  'operation.burn': 'Elégetve',
  'operation.approve': 'Jóváhagyva',
  'operation.deploy': 'Telepítve',
  'operation.execute': 'Szerződéshívás',
  'status.confirmed': 'Megerősítve',
  'status.failed': 'Sikertelen',
  'status.pending': 'Függőben',
  onRamp: 'Kriptovásárlás',
  partyTo: '{amounts}, címzett: {address}',
  partyFrom: '{amounts}, feladó: {address}',
} satisfies Translation<typeof en>
