import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Beli kripto',
  loading: 'Memuat aset yang dapat dibeli',
  checkoutFailed: 'Halaman pembayaran tidak dapat dibuka.',
  sample: 'Data contoh',
  sampleNotice: 'Harga langsung tidak tersedia; angka ini hanya contoh.',
  payWith: 'Bayar dengan',
  amount: 'Jumlah ({currency})',
  nothingToBuy: 'Tidak ada yang dapat dibeli di {network}.',
  thisNetwork: 'jaringan ini',
  asset: 'Aset yang dibeli',
  gettingQuotes: 'Mengambil penawaran',
  providers: 'Penyedia',
  buyWith: 'Beli dengan {provider}',
  quote: '≈ {amount} · biaya {fee} + {networkFee}',
  waiting: 'Selesaikan pembelian Anda dengan {provider} di jendela baru. Menunggu…',
  bought: 'Pembelian selesai: {amount} telah masuk ke dompet Anda.',
  yourCrypto: 'kripto Anda',
  'invalid.empty': 'Masukkan jumlah.',
  'invalid.format': 'Masukkan jumlah dalam angka, maksimal 2 desimal.',
  'invalid.range': 'Masukkan jumlah antara {min} dan {max} {currency}.',
  'error.notConnected': 'Hubungkan dompet untuk membeli kripto.',
  'error.unavailable': 'Pembelian kripto tidak tersedia: aplikasi tidak memiliki Blockchain API.',
  'error.unsafeUrl': 'Penyedia memberikan alamat checkout yang tidak dapat digunakan.',
} satisfies Translation<typeof en>
