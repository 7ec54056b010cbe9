import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Načítání NFT',
  failed: 'NFT se nepodařilo načíst',
  empty: 'V této síti zatím nejsou žádné NFT.',
  list: 'NFT',
  spam: 'Spam',
  showSpam: {
    one: 'Zobrazit spam ({count})',
    few: 'Zobrazit spam ({count})',
    many: 'Zobrazit spam ({count})',
    other: 'Zobrazit spam ({count})',
  },
  hideSpam: {
    one: 'Skrýt spam ({count})',
    few: 'Skrýt spam ({count})',
    many: 'Skrýt spam ({count})',
    other: 'Skrýt spam ({count})',
  },
  loadMore: 'Načíst další NFT',
} satisfies Translation<typeof en>
