import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Kriptovásárlás',
  loading: 'A megvásárolható eszközök betöltése',
  checkoutFailed: 'Nem sikerült megnyitni a fizetési oldalt.',
  sample: 'Mintaadatok',
  sampleNotice: 'Az élő árak nem érhetők el; ezek a számok csak példák.',
  payWith: 'Fizetés ezzel',
  amount: 'Összeg ({currency})',
  nothingToBuy: '{network} hálózaton semmi sem vásárolható.',
  thisNetwork: 'Ezen a',
  asset: 'Megvásárolandó eszköz',
  gettingQuotes: 'Ajánlatok lekérése',
  providers: 'Szolgáltatók',
  buyWith: 'Vásárlás ezzel: {provider}',
  quote: '≈ {amount} · díjak: {fee} + {networkFee}',
  waiting: 'Fejezze be a vásárlást az új ablakban ({provider}). Várakozás…',
  bought: 'A vásárlás kész: {amount} megérkezett a tárcájába.',
  yourCrypto: 'a kriptó',
  'invalid.empty': 'Adjon meg egy összeget.',
  'invalid.format': 'Számjegyekkel adja meg az összeget, legfeljebb 2 tizedesjeggyel.',
  'invalid.range': 'Adjon meg egy összeget {min} és {max} {currency} között.',
  'error.notConnected': 'Kriptovásárláshoz csatlakoztasson egy tárcát.',
  'error.unavailable': 'A kriptovásárlás nem érhető el: az alkalmazásnak nincs Blockchain API-ja.',
  'error.unsafeUrl': 'A szolgáltató használhatatlan fizetési címet adott vissza.',
} satisfies Translation<typeof en>
