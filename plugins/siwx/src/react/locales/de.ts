import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} möchte sich mit Ihrer Wallet verbinden',
  thisApp: 'Diese App',
  prove: 'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren.',
  cancelDisconnects: 'Beim Abbrechen wird die Verbindung getrennt.',
  cancel: 'Abbrechen',
  sign: 'Signieren',
  signing: 'Authentifizierung …',
  declined: 'Signatur abgelehnt',
  smartAccountUnsupported: 'Diese App unterstützt Smart Accounts möglicherweise nicht',
  initFailed: 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
} satisfies Translation<typeof en>
