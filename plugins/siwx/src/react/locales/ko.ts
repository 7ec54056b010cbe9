import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app}에서 지갑 연결을 요청합니다',
  thisApp: '이 앱',
  prove: '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  cancelDisconnects: '취소하면 연결이 해제됩니다.',
  cancel: '취소',
  sign: '서명',
  signing: '인증 중…',
  declined: '서명이 거부되었습니다',
  smartAccountUnsupported: '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있습니다',
  initFailed: '인증을 초기화하는 중 문제가 발생했습니다',
} satisfies Translation<typeof en>
