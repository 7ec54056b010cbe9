import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: '토큰 불러오는 중',
  unavailable: '이 네트워크에서는 토큰 잔액을 확인할 수 없습니다.',
  empty: '이 네트워크에는 아직 토큰이 없습니다.',
  total: '합계',
  list: '토큰',
  each: '개당 {price}',
  balanceUnavailable: '토큰 잔액을 불러올 수 없음',
} satisfies Translation<typeof en>
