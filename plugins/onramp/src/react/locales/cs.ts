import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Koupit kryptoměny',
  loading: 'Načítání nabídky k nákupu',
  checkoutFailed: 'Platební stránku se nepodařilo otevřít.',
  sample: 'Ukázková data',
  sampleNotice: 'Aktuální ceny nejsou k dispozici; tyto údaje jsou pouze příklady.',
  payWith: 'Zaplatit pomocí',
  amount: 'Částka ({currency})',
  nothingToBuy: 'V {network} nelze nic koupit.',
  thisNetwork: 'této síti',
  asset: 'Aktivum k nákupu',
  gettingQuotes: 'Získávání nabídek',
  providers: 'Poskytovatelé',
  buyWith: 'Koupit přes {provider}',
  quote: '≈ {amount} · poplatky {fee} + {networkFee}',
  waiting: 'Dokončete nákup u {provider} v novém okně. Čekáme…',
  bought: 'Nákup dokončen: {amount} je ve vaší peněžence.',
  yourCrypto: 'vaše kryptoměna',
  'invalid.empty': 'Zadejte částku.',
  'invalid.format': 'Zadejte částku číslicemi, nejvýše se 2 desetinnými místy.',
  'invalid.range': 'Zadejte částku mezi {min} a {max} {currency}.',
  'error.notConnected': 'Pro nákup kryptoměn připojte peněženku.',
  'error.unavailable': 'Nákup kryptoměn není k dispozici: aplikace nemá Blockchain API.',
  'error.unsafeUrl': 'Poskytovatel vrátil nepoužitelnou adresu pokladny.',
} satisfies Translation<typeof en>
