import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} 需要连接到您的钱包',
  thisApp: '此应用',
  prove: '签署此消息以证明您拥有此钱包并继续。',
  cancelDisconnects: '取消将断开连接。',
  cancel: '取消',
  sign: '签名',
  signing: '正在验证…',
  declined: '签名已拒绝',
  smartAccountUnsupported: '此应用可能不支持智能账户',
  initFailed: '初始化身份验证时出现问题',
} satisfies Translation<typeof en>
