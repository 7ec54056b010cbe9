import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} behöver ansluta till din plånbok',
  thisApp: 'Den här appen',
  prove: 'Signera meddelandet för att bevisa att du äger plånboken och fortsätta.',
  cancelDisconnects: 'Om du avbryter kopplas du från.',
  cancel: 'Avbryt',
  sign: 'Signera',
  signing: 'Autentiserar...',
  declined: 'Signaturen avvisades',
  smartAccountUnsupported: 'Den här appen kanske inte stöder smarta konton',
  initFailed: 'Ett problem uppstod när autentiseringen skulle startas',
} satisfies Translation<typeof en>
