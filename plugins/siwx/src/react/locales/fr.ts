import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} doit se connecter à votre portefeuille',
  thisApp: 'Cette application',
  prove: 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.',
  cancelDisconnects: 'Annuler vous déconnectera.',
  cancel: 'Annuler',
  sign: 'Signer',
  signing: 'Authentification…',
  declined: 'Signature refusée',
  smartAccountUnsupported: 'Cette application ne prend peut-être pas en charge les Smart Accounts',
  initFailed: 'Un problème est survenu lors de l’initialisation de l’authentification',
} satisfies Translation<typeof en>
