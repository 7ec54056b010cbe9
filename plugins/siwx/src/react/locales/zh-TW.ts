import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} 需要連結你的錢包',
  thisApp: '此應用程式',
  prove: '簽署此訊息以證明你擁有此錢包並繼續。',
  cancelDisconnects: '取消將會中斷連結。',
  cancel: '取消',
  sign: '簽署',
  signing: '驗證中…',
  declined: '已拒絕簽署',
  smartAccountUnsupported: '此應用程式可能不支援智慧帳戶',
  initFailed: '初始化驗證時發生問題',
} satisfies Translation<typeof en>
