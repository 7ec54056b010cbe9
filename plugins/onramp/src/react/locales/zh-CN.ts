import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': '购买加密货币',
  loading: '正在加载可购买的资产',
  checkoutFailed: '无法打开结账页面。',
  sample: '示例数据',
  sampleNotice: '实时价格不可用，以下数字仅为示例。',
  payWith: '支付方式',
  amount: '金额（{currency}）',
  nothingToBuy: '{network} 上没有可购买的资产。',
  thisNetwork: '此网络',
  asset: '要购买的资产',
  gettingQuotes: '正在获取报价',
  providers: '服务商',
  buyWith: '通过 {provider} 购买',
  quote: '≈ {amount} · 手续费 {fee} + {networkFee}',
  waiting: '请在新窗口中通过 {provider} 完成购买。正在等待…',
  bought: '购买完成：{amount} 已到达您的钱包。',
  yourCrypto: '您的加密货币',
  'invalid.empty': '请输入金额。',
  'invalid.format': '请以数字输入金额，最多 2 位小数。',
  'invalid.range': '请输入 {min} 至 {max} {currency} 之间的金额。',
  'error.notConnected': '请连接钱包以购买加密货币。',
  'error.unavailable': '无法购买加密货币：该应用没有 Blockchain API。',
  'error.unsafeUrl': '服务商返回了无法使用的结账地址。',
} satisfies Translation<typeof en>
