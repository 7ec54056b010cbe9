import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Krypto kaufen',
  loading: 'Kaufoptionen werden geladen',
  checkoutFailed: 'Der Checkout konnte nicht geöffnet werden.',
  sample: 'Beispieldaten',
  sampleNotice: 'Live-Preise sind nicht verfügbar; diese Werte sind Beispiele.',
  payWith: 'Bezahlen mit',
  amount: 'Betrag ({currency})',
  nothingToBuy: 'Auf {network} kann nichts gekauft werden.',
  thisNetwork: 'diesem Netzwerk',
  asset: 'Zu kaufendes Asset',
  gettingQuotes: 'Angebote werden abgerufen',
  providers: 'Anbieter',
  buyWith: 'Mit {provider} kaufen',
  quote: '≈ {amount} · Gebühren {fee} + {networkFee}',
  waiting: 'Schließen Sie Ihren Kauf bei {provider} im neuen Fenster ab. Warten auf Abschluss …',
  bought: 'Kauf abgeschlossen: {amount} ist in Ihrer Wallet eingegangen.',
  yourCrypto: 'Ihre Kryptowährung',
  'invalid.empty': 'Geben Sie einen Betrag ein.',
  'invalid.format': 'Geben Sie den Betrag in Ziffern ein, mit höchstens 2 Dezimalstellen.',
  'invalid.range': 'Geben Sie einen Betrag zwischen {min} und {max} {currency} ein.',
  'error.notConnected': 'Verbinde eine Wallet, um Krypto zu kaufen.',
  'error.unavailable': 'Krypto kaufen ist nicht verfügbar: Die App hat keine Blockchain API.',
  'error.unsafeUrl': 'Der Anbieter hat eine unbrauchbare Checkout-Adresse geliefert.',
} satisfies Translation<typeof en>
