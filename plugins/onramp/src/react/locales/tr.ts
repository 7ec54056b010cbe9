import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Kripto satın al',
  loading: 'Satın alma seçenekleri yükleniyor',
  checkoutFailed: 'Ödeme sayfası açılamadı.',
  sample: 'Örnek veriler',
  sampleNotice: 'Canlı fiyatlar kullanılamıyor; bu rakamlar örnektir.',
  payWith: 'Ödeme yöntemi',
  amount: 'Tutar ({currency})',
  nothingToBuy: '{network} üzerinde satın alınabilecek bir şey yok.',
  thisNetwork: 'bu ağ',
  asset: 'Satın alınacak varlık',
  gettingQuotes: 'Teklifler alınıyor',
  providers: 'Sağlayıcılar',
  buyWith: '{provider} ile satın al',
  quote: '≈ {amount} · ücretler {fee} + {networkFee}',
  waiting: 'Satın alma işleminizi yeni pencerede {provider} ile tamamlayın. Bekleniyor…',
  bought: 'Satın alma tamamlandı: {amount} cüzdanınıza ulaştı.',
  yourCrypto: 'kriptonuz',
  'invalid.empty': 'Bir tutar girin.',
  'invalid.format': 'Tutarı rakamlarla, en fazla 2 ondalık basamakla girin.',
  'invalid.range': '{min} ile {max} {currency} arasında bir tutar girin.',
  'error.notConnected': 'Kripto satın almak için bir cüzdan bağlayın.',
  'error.unavailable': 'Kripto satın alma kullanılamıyor: uygulamanın Blockchain API’si yok.',
  'error.unsafeUrl': 'Sağlayıcı kullanılamayan bir ödeme adresi döndürdü.',
} satisfies Translation<typeof en>
