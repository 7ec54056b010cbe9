import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} trebuie să se conecteze la portofelul dvs.',
  thisApp: 'Această aplicație',
  prove: 'Semnați acest mesaj pentru a dovedi că dețineți acest portofel și a continua.',
  cancelDisconnects: 'Dacă anulați, veți fi deconectat.',
  cancel: 'Anulați',
  sign: 'Semnați',
  signing: 'Se autentifică...',
  declined: 'Semnătură refuzată',
  smartAccountUnsupported: 'Este posibil ca această aplicație să nu accepte conturi smart',
  initFailed: 'A apărut o problemă la inițierea autentificării',
} satisfies Translation<typeof en>
