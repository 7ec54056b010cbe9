import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Kup kryptowaluty',
  loading: 'Ładowanie dostępnych zakupów',
  checkoutFailed: 'Nie udało się otworzyć strony płatności.',
  sample: 'Przykładowe dane',
  sampleNotice: 'Aktualne ceny są niedostępne; te wartości są przykładowe.',
  payWith: 'Zapłać przez',
  amount: 'Kwota ({currency})',
  nothingToBuy: 'Zakup w {network} jest niedostępny.',
  thisNetwork: 'tej sieci',
  asset: 'Co kupić',
  gettingQuotes: 'Pobieranie ofert',
  providers: 'Dostawcy',
  buyWith: 'Kup przez {provider}',
  quote: '≈ {amount} · opłaty {fee} + {networkFee}',
  waiting: 'Dokończ zakup w {provider} w nowym oknie. Oczekiwanie…',
  bought: 'Zakup zakończony. Wpłynęło do portfela: {amount}.',
  yourCrypto: 'kryptowaluta',
  'invalid.empty': 'Wpisz kwotę.',
  'invalid.format': 'Wpisz kwotę cyframi, z maksymalnie 2 miejscami po przecinku.',
  'invalid.range': 'Wpisz kwotę od {min} do {max} {currency}.',
  'error.notConnected': 'Połącz portfel, aby kupić kryptowaluty.',
  'error.unavailable': 'Zakup kryptowalut jest niedostępny: aplikacja nie ma Blockchain API.',
  'error.unsafeUrl': 'Dostawca zwrócił nieprzydatny adres płatności.',
} satisfies Translation<typeof en>
