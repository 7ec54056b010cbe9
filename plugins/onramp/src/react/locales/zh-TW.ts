import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': '購買加密貨幣',
  loading: '正在載入可購買的資產',
  checkoutFailed: '無法開啟結帳頁面。',
  sample: '範例資料',
  sampleNotice: '目前無法取得即時價格；以下數字僅為範例。',
  payWith: '付款方式',
  amount: '金額（{currency}）',
  nothingToBuy: '{network} 上沒有可購買的資產。',
  thisNetwork: '此網路',
  asset: '要購買的資產',
  gettingQuotes: '正在取得報價',
  providers: '服務商',
  buyWith: '透過 {provider} 購買',
  quote: '≈ {amount} · 手續費 {fee} + {networkFee}',
  waiting: '請在新視窗中透過 {provider} 完成購買。等待中…',
  bought: '購買完成：{amount} 已存入你的錢包。',
  yourCrypto: '你的加密貨幣',
  'invalid.empty': '請輸入金額。',
  'invalid.format': '請以數字輸入金額，最多 2 位小數。',
  'invalid.range': '請輸入介於 {min} 到 {max} {currency} 之間的金額。',
  'error.notConnected': '請連接錢包以購買加密貨幣。',
  'error.unavailable': '無法購買加密貨幣：此應用程式沒有 Blockchain API。',
  'error.unsafeUrl': '服務商回傳了無法使用的結帳網址。',
} satisfies Translation<typeof en>
