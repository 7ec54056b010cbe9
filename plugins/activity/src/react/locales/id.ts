import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Hubungkan dompet untuk melihat aktivitasnya.',
  loading: 'Memuat aktivitas',
  pendingList: 'Transaksi tertunda',
  failed: 'Gagal mengambil transaksi',
  empty: 'Belum ada aktivitas.',
  loadMore: 'Muat transaksi lainnya',
  sending: 'Mengirim',
  sendingTo: 'Ke {address}',
  'operation.send': 'Dikirim',
  'operation.receive': 'Diterima',
  'operation.buy': 'Dibeli',
  'operation.trade': 'Ditukar',
  'operation.mint': 'Dicetak',
  'operation.burn': 'Dibakar',
  'operation.approve': 'Disetujui',
  'operation.deploy': 'Di-deploy',
  'operation.execute': 'Panggilan kontrak',
  'status.confirmed': 'Dikonfirmasi',
  'status.failed': 'Gagal',
  'status.pending': 'Tertunda',
  onRamp: 'On-ramp',
  partyTo: '{amounts} ke {address}',
  partyFrom: '{amounts} dari {address}',
} satisfies Translation<typeof en>
