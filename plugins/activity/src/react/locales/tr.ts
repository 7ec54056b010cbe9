import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Etkinliği görmek için bir cüzdan bağlayın.',
  loading: 'Etkinlik yükleniyor',
  pendingList: 'Bekleyen işlemler',
  failed: 'İşlemler alınamadı',
  empty: 'Henüz etkinlik yok.',
  loadMore: 'Daha fazla işlem yükle',
  sending: 'Gönderiliyor',
  sendingTo: 'Alıcı: {address}',
  'operation.send': 'Gönderildi',
  'operation.receive': 'Alındı',
  'operation.buy': 'Satın alındı',
  'operation.trade': 'Takas edildi',
  'operation.mint': 'Mint edildi',
  'operation.burn': 'Yakıldı',
  'operation.approve': 'Onaylandı',
  'operation.deploy': 'Dağıtıldı',
  'operation.execute': 'Sözleşme çağrısı',
  'status.confirmed': 'Onaylandı',
  'status.failed': 'Başarısız',
  'status.pending': 'Beklemede',
  onRamp: 'Kripto satın alma',
  partyTo: '{address} adresine {amounts}',
  partyFrom: '{address} adresinden {amounts}',
} satisfies Translation<typeof en>
