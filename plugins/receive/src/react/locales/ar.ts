import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'استلام',
  notConnected: 'اربط محفظة لاستلام الأموال.',
  qrLabel: 'رمز QR لعنوانك',
  copy: 'نسخ العنوان',
  copied: 'تم نسخ العنوان',
  copyFailed: 'تعذّر نسخ العنوان',
  networksHint: 'لا ترسل إلى هذا العنوان إلا أصولًا على هذه الشبكات:',
  networks: 'الشبكات المدعومة',
} satisfies Translation<typeof en>
