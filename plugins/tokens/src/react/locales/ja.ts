import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'トークンを読み込み中',
  unavailable: 'このネットワークではトークン残高を取得できません。',
  empty: 'このネットワークにはまだトークンがありません。',
  total: '合計',
  list: 'トークン',
  each: '1枚あたり {price}',
  balanceUnavailable: 'トークン残高を取得できません',
} satisfies Translation<typeof en>
