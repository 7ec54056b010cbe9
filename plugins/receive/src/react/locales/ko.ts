import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': '받기',
  notConnected: '자금을 받으려면 지갑을 연결하세요.',
  qrLabel: '내 주소 QR 코드',
  copy: '주소 복사',
  copied: '주소가 복사되었습니다',
  copyFailed: '주소를 복사하지 못했습니다',
  networksHint: '이 주소로는 다음 네트워크의 자산만 보내세요:',
  networks: '지원되는 네트워크',
} satisfies Translation<typeof en>
