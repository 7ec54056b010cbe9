import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Beli kripto',
  loading: 'Memuatkan apa yang boleh anda beli',
  checkoutFailed: 'Halaman pembayaran tidak dapat dibuka.',
  sample: 'Data contoh',
  sampleNotice: 'Harga langsung tidak tersedia; angka ini hanyalah contoh.',
  payWith: 'Bayar dengan',
  amount: 'Jumlah ({currency})',
  nothingToBuy: 'Tiada apa-apa yang boleh dibeli di {network}.',
  thisNetwork: 'rangkaian ini',
  asset: 'Aset untuk dibeli',
  gettingQuotes: 'Mendapatkan sebut harga',
  providers: 'Penyedia',
  buyWith: 'Beli dengan {provider}',
  quote: '≈ {amount} · yuran {fee} + {networkFee}',
  waiting: 'Lengkapkan pembelian anda dengan {provider} dalam tetingkap baharu. Menunggu…',
  bought: 'Pembelian selesai: {amount} telah tiba dalam dompet anda.',
  yourCrypto: 'kripto anda',
  'invalid.empty': 'Masukkan jumlah.',
  'invalid.format': 'Masukkan jumlah dalam digit, dengan paling banyak 2 tempat perpuluhan.',
  'invalid.range': 'Masukkan jumlah antara {min} dan {max} {currency}.',
  'error.notConnected': 'Sambungkan dompet untuk membeli kripto.',
  'error.unavailable': 'Pembelian kripto tidak tersedia: aplikasi tiada Blockchain API.',
  'error.unsafeUrl': 'Penyedia memberikan alamat pembayaran yang tidak boleh digunakan.',
} satisfies Translation<typeof en>
