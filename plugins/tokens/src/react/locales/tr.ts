import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Token’lar yükleniyor',
  unavailable: 'Bu ağda token bakiyeleri kullanılamıyor.',
  empty: 'Bu ağda henüz token yok.',
  total: 'Toplam',
  list: 'Token’lar',
  each: 'Tanesi {price}',
  balanceUnavailable: 'Token bakiyesi kullanılamıyor',
} satisfies Translation<typeof en>
