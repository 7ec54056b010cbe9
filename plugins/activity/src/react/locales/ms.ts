import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Sambungkan dompet untuk melihat aktivitinya.',
  loading: 'Memuatkan aktiviti',
  pendingList: 'Transaksi belum selesai',
  failed: 'Gagal mendapatkan transaksi',
  empty: 'Belum ada aktiviti.',
  loadMore: 'Muatkan lebih banyak transaksi',
  sending: 'Menghantar',
  sendingTo: 'Kepada {address}',
  'operation.send': 'Dihantar',
  'operation.receive': 'Diterima',
  'operation.buy': 'Dibeli',
  'operation.trade': 'Ditukar',
  'operation.mint': 'Dicetak',
  'operation.burn': 'Dibakar',
  'operation.approve': 'Diluluskan',
  'operation.deploy': 'Dikerahkan',
  'operation.execute': 'Panggilan kontrak',
  'status.confirmed': 'Disahkan',
  'status.failed': 'Gagal',
  'status.pending': 'Belum selesai',
  onRamp: 'Beli kripto',
  partyTo: '{amounts} kepada {address}',
  partyFrom: '{amounts} daripada {address}',
} satisfies Translation<typeof en>
