import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': '암호화폐 구매',
  loading: '구매 가능한 자산 불러오는 중',
  checkoutFailed: '결제 페이지를 열 수 없습니다.',
  sample: '샘플 데이터',
  sampleNotice: '실시간 가격을 사용할 수 없습니다. 표시된 수치는 예시입니다.',
  payWith: '결제 수단',
  amount: '금액({currency})',
  nothingToBuy: '{network}에서는 구매할 수 있는 자산이 없습니다.',
  thisNetwork: '이 네트워크',
  asset: '구매할 자산',
  gettingQuotes: '견적 가져오는 중',
  providers: '제공업체',
  buyWith: '{provider}(으)로 구매',
  quote: '≈ {amount} · 수수료 {fee} + {networkFee}',
  waiting: '새 창에서 {provider} 구매를 완료하세요. 기다리는 중…',
  bought: '구매 완료: {amount}이(가) 지갑에 도착했습니다.',
  yourCrypto: '암호화폐',
  'invalid.empty': '금액을 입력하세요.',
  'invalid.format': '금액을 숫자로 입력하세요(소수점 이하 최대 2자리).',
  'invalid.range': '{min}~{max} {currency} 사이의 금액을 입력하세요.',
  'error.notConnected': '암호화폐를 구매하려면 지갑을 연결하세요.',
  'error.unavailable': '암호화폐 구매를 사용할 수 없습니다. 앱에 Blockchain API가 없습니다.',
  'error.unsafeUrl': '제공업체가 사용할 수 없는 결제 주소를 보냈습니다.',
} satisfies Translation<typeof en>
