import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} necesita conectarse a tu billetera',
  thisApp: 'Esta app',
  prove: 'Firma este mensaje para demostrar que eres dueño de esta billetera y continuar.',
  cancelDisconnects: 'Si cancelas, se te desconectará.',
  cancel: 'Cancelar',
  sign: 'Firmar',
  signing: 'Autenticando…',
  declined: 'Firma rechazada',
  smartAccountUnsupported: 'Es posible que esta aplicación no sea compatible con Smart Accounts',
  initFailed: 'Se produjo un problema al iniciar la autenticación',
} satisfies Translation<typeof en>
