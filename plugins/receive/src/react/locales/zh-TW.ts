import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': '接收',
  notConnected: '連結錢包以接收資金。',
  qrLabel: '你的地址 QR 碼',
  copy: '複製地址',
  copied: '已複製地址',
  copyFailed: '無法複製地址',
  networksHint: '請只透過下列網路將資產傳送至此地址：',
  networks: '支援的網路',
} satisfies Translation<typeof en>
