import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} precisa se conectar à sua carteira',
  thisApp: 'Este app',
  prove: 'Assine esta mensagem para comprovar que você é dono desta carteira e continuar.',
  cancelDisconnects: 'Se cancelar, você será desconectado.',
  cancel: 'Cancelar',
  sign: 'Assinar',
  signing: 'Autenticando…',
  declined: 'Assinatura recusada',
  smartAccountUnsupported: 'Este aplicativo pode não suportar Smart Accounts',
  initFailed: 'Ocorreu um problema ao iniciar a autenticação',
} satisfies Translation<typeof en>
