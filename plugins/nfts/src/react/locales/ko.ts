import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFT 불러오는 중',
  failed: 'NFT를 불러오지 못했습니다',
  empty: '이 네트워크에는 아직 NFT가 없습니다.',
  list: 'NFT',
  spam: '스팸',
  showSpam: { other: '스팸 표시({count})' },
  hideSpam: { other: '스팸 숨기기({count})' },
  loadMore: 'NFT 더 불러오기',
} satisfies Translation<typeof en>
