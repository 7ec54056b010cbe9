import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'Получить',
  notConnected: 'Подключите кошелек, чтобы получать средства.',
  qrLabel: 'QR-код вашего адреса',
  copy: 'Копировать адрес',
  copied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать адрес',
  networksHint: 'Отправляйте активы на этот адрес только в этих сетях:',
  networks: 'Поддерживаемые сети',
} satisfies Translation<typeof en>
