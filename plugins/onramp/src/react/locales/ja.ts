import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': '暗号資産を購入',
  loading: '購入できる資産を読み込み中',
  checkoutFailed: '決済画面を開けませんでした。',
  sample: 'サンプルデータ',
  sampleNotice: 'リアルタイムの価格を取得できません。表示されている数値は例です。',
  payWith: '支払い通貨',
  amount: '金額({currency})',
  nothingToBuy: '{network}で購入できるものはありません。',
  thisNetwork: 'このネットワーク',
  asset: '購入する資産',
  gettingQuotes: '見積もりを取得中',
  providers: 'プロバイダー',
  buyWith: '{provider}で購入',
  quote: '≈ {amount} · 手数料 {fee} + {networkFee}',
  waiting: '新しいウィンドウで{provider}での購入を完了してください。完了を待っています…',
  bought: '購入が完了しました: {amount}がウォレットに届きました。',
  yourCrypto: '暗号資産',
  'invalid.empty': '金額を入力してください。',
  'invalid.format': '金額は数字で、小数点以下2桁までで入力してください。',
  'invalid.range': '{min}〜{max} {currency}の金額を入力してください。',
  'error.notConnected': '暗号資産を購入するにはウォレットを接続してください。',
  'error.unavailable': '暗号資産の購入は利用できません。アプリに Blockchain API がありません。',
  'error.unsafeUrl': 'プロバイダーから使用できない決済アドレスが返されました。',
} satisfies Translation<typeof en>
