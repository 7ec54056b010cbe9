import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Köp krypto',
  loading: 'Läser in vad du kan köpa',
  checkoutFailed: 'Kassan kunde inte öppnas.',
  sample: 'Exempeldata',
  sampleNotice: 'Aktuella priser är inte tillgängliga; siffrorna är exempel.',
  payWith: 'Betala med',
  amount: 'Belopp ({currency})',
  nothingToBuy: 'Inget kan köpas på {network}.',
  thisNetwork: 'det här nätverket',
  asset: 'Tillgång att köpa',
  gettingQuotes: 'Hämtar offerter',
  providers: 'Leverantörer',
  buyWith: 'Köp med {provider}',
  quote: '≈ {amount} · avgifter {fee} + {networkFee}',
  waiting: 'Slutför köpet hos {provider} i det nya fönstret. Väntar…',
  bought: 'Köpet är klart: {amount} har kommit fram till din plånbok.',
  yourCrypto: 'din krypto',
  'invalid.empty': 'Ange ett belopp.',
  'invalid.format': 'Ange beloppet med siffror, med högst 2 decimaler.',
  'invalid.range': 'Ange ett belopp mellan {min} och {max} {currency}.',
  'error.notConnected': 'Anslut en plånbok för att köpa krypto.',
  'error.unavailable': 'Köp av krypto är inte tillgängligt: appen har inget Blockchain API.',
  'error.unsafeUrl': 'Leverantören svarade med en oanvändbar kassaadress.',
} satisfies Translation<typeof en>
