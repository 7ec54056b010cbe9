import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': '受け取る',
  notConnected: '資金を受け取るには、ウォレットを接続してください。',
  qrLabel: 'あなたのアドレスのQRコード',
  copy: 'アドレスをコピー',
  copied: 'アドレスをコピーしました',
  copyFailed: 'アドレスをコピーできませんでした',
  networksHint: 'このアドレスには、次のネットワーク上の資産のみを送ってください:',
  networks: '対応ネットワーク',
} satisfies Translation<typeof en>
