import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: '활동을 보려면 지갑을 연결하세요.',
  loading: '활동 불러오는 중',
  pendingList: '대기 중인 거래',
  failed: '거래 내역을 불러오지 못했습니다',
  empty: '아직 활동이 없습니다.',
  loadMore: '거래 더 불러오기',
  sending: '보내는 중',
  sendingTo: '{address}에게',
  'operation.send': '보냄',
  'operation.receive': '받음',
  'operation.buy': '구매함',
  'operation.trade': '스왑함',
  'operation.mint': '민팅함',
  'operation.burn': '소각함',
  'operation.approve': '승인함',
  'operation.deploy': '배포함',
  'operation.execute': '컨트랙트 호출',
  'status.confirmed': '확인됨',
  'status.failed': '실패',
  'status.pending': '대기 중',
  onRamp: '온램프',
  partyTo: '{address}에게 {amounts}',
  partyFrom: '{address}에게서 {amounts}',
} satisfies Translation<typeof en>
