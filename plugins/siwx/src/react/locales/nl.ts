import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} moet verbinding maken met je wallet',
  thisApp: 'Deze app',
  prove: 'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder.',
  cancelDisconnects: 'Als je annuleert, wordt de verbinding verbroken.',
  cancel: 'Annuleren',
  sign: 'Ondertekenen',
  signing: 'Verifiëren...',
  declined: 'Handtekening geweigerd',
  smartAccountUnsupported: 'Deze app ondersteunt mogelijk geen smart accounts',
  initFailed: 'Er is een probleem opgetreden bij het starten van de verificatie',
} satisfies Translation<typeof en>
