import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} deve connettersi al tuo wallet',
  thisApp: 'Questa app',
  prove: 'Firma questo messaggio per dimostrare di possedere questo wallet e continuare.',
  cancelDisconnects: 'Annullando verrai disconnesso.',
  cancel: 'Annulla',
  sign: 'Firma',
  signing: 'Autenticazione...',
  declined: 'Firma rifiutata',
  smartAccountUnsupported: 'Questa applicazione potrebbe non supportare gli smart account',
  initFailed: "Si è verificato un problema durante l'avvio dell'autenticazione",
} satisfies Translation<typeof en>
