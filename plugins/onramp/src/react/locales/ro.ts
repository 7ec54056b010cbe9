import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Cumpărați cripto',
  loading: 'Se încarcă ce puteți cumpăra',
  checkoutFailed: 'Pagina de plată nu a putut fi deschisă.',
  sample: 'Date exemplu',
  sampleNotice: 'Prețurile în timp real nu sunt disponibile; aceste cifre sunt exemple.',
  payWith: 'Plătiți cu',
  amount: 'Sumă ({currency})',
  nothingToBuy: 'Nu se poate cumpăra nimic pe {network}.',
  thisNetwork: 'această rețea',
  asset: 'Activ de cumpărat',
  gettingQuotes: 'Se obțin ofertele',
  providers: 'Furnizori',
  buyWith: 'Cumpărați cu {provider}',
  quote: '≈ {amount} · comisioane {fee} + {networkFee}',
  waiting: 'Finalizați achiziția cu {provider} în fereastra nouă. Se așteaptă…',
  bought: 'Achiziție finalizată: ați primit {amount} în portofel.',
  yourCrypto: 'criptomonedele',
  'invalid.empty': 'Introduceți o sumă.',
  'invalid.format': 'Introduceți suma în cifre, cu cel mult 2 zecimale.',
  'invalid.range': 'Introduceți o sumă între {min} și {max} {currency}.',
  'error.notConnected': 'Conectați un portofel pentru a cumpăra cripto.',
  'error.unavailable': 'Cumpărarea de cripto nu este disponibilă: aplicația nu are Blockchain API.',
  'error.unsafeUrl': 'Furnizorul a răspuns cu o adresă de plată inutilizabilă.',
} satisfies Translation<typeof en>
