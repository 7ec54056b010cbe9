import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app}がウォレットへの接続を求めています',
  thisApp: 'このアプリ',
  prove: 'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。',
  cancelDisconnects: 'キャンセルすると接続が解除されます。',
  cancel: 'キャンセル',
  sign: '署名',
  signing: '認証中...',
  declined: '署名が拒否されました',
  smartAccountUnsupported: 'このアプリはスマートアカウントに対応していない可能性があります',
  initFailed: '認証の開始中に問題が発生しました',
} satisfies Translation<typeof en>
