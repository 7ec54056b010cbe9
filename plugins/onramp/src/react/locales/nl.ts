import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Crypto kopen',
  loading: 'Laden wat je kunt kopen',
  checkoutFailed: 'De betaalpagina kon niet worden geopend.',
  sample: 'Voorbeeldgegevens',
  sampleNotice: 'Live prijzen zijn niet beschikbaar; deze bedragen zijn voorbeelden.',
  payWith: 'Betalen met',
  amount: 'Bedrag ({currency})',
  nothingToBuy: 'Er kan niets worden gekocht op {network}.',
  thisNetwork: 'dit netwerk',
  asset: 'Te kopen asset',
  gettingQuotes: 'Offertes ophalen',
  providers: 'Aanbieders',
  buyWith: 'Kopen met {provider}',
  quote: '≈ {amount} · kosten {fee} + {networkFee}',
  waiting: 'Rond je aankoop af bij {provider} in het nieuwe venster. Even wachten…',
  bought: 'Aankoop voltooid: {amount} is in je wallet aangekomen.',
  yourCrypto: 'je crypto',
  'invalid.empty': 'Voer een bedrag in.',
  'invalid.format': 'Voer het bedrag in cijfers in, met maximaal 2 decimalen.',
  'invalid.range': 'Voer een bedrag in tussen {min} en {max} {currency}.',
  'error.notConnected': 'Verbind een wallet om crypto te kopen.',
  'error.unavailable': 'Crypto kopen is niet beschikbaar: de app heeft geen Blockchain API.',
  'error.unsafeUrl': 'De aanbieder gaf een onbruikbaar afrekenadres terug.',
} satisfies Translation<typeof en>
