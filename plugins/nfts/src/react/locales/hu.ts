import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'NFT-k betöltése',
  failed: 'Nem sikerült lekérni az NFT-ket',
  empty: 'Ezen a hálózaton még nincs NFT.',
  list: 'NFT-k',
  spam: 'Spam',
  showSpam: { one: 'Spam megjelenítése ({count})', other: 'Spam megjelenítése ({count})' },
  hideSpam: { one: 'Spam elrejtése ({count})', other: 'Spam elrejtése ({count})' },
  loadMore: 'További NFT-k betöltése',
} satisfies Translation<typeof en>
