import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Odbierz',
  notConnected: 'Połącz portfel, aby odbierać środki.',
  qrLabel: 'Kod QR Twojego adresu',
  copy: 'Kopiuj adres',
  copied: 'Skopiowano adres',
  copyFailed: 'Nie udało się skopiować adresu',
  networksHint: 'Wysyłaj aktywa na ten adres tylko w tych sieciach:',
  networks: 'Obsługiwane sieci',
} satisfies Translation<typeof en>
