import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Отримати',
  notConnected: 'Підключіть гаманець, щоб отримувати кошти.',
  qrLabel: 'QR-код вашої адреси',
  copy: 'Копіювати адресу',
  copied: 'Адресу скопійовано',
  copyFailed: 'Не вдалося скопіювати адресу',
  networksHint: 'Надсилайте активи на цю адресу лише в цих мережах:',
  networks: 'Підтримувані мережі',
} satisfies Translation<typeof en>
