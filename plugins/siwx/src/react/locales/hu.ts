import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} csatlakozni szeretne a tárcájához',
  thisApp: 'Ez az alkalmazás',
  prove: 'A folytatáshoz írja alá ezt az üzenetet, így igazolva, hogy Öné a tárca.',
  cancelDisconnects: 'Megszakítás esetén a kapcsolat megszakad.',
  cancel: 'Mégse',
  sign: 'Aláírás',
  signing: 'Hitelesítés...',
  declined: 'Aláírás elutasítva',
  smartAccountUnsupported: 'Lehet, hogy ez az alkalmazás nem támogatja az okosfiókokat',
  initFailed: 'Hiba történt a hitelesítés indításakor',
} satisfies Translation<typeof en>
