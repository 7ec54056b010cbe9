import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Завантаження NFT',
  failed: 'Не вдалося завантажити NFT',
  empty: 'У цій мережі поки немає NFT.',
  list: 'NFT',
  spam: 'Спам',
  showSpam: {
    one: 'Показати спам ({count})',
    few: 'Показати спам ({count})',
    many: 'Показати спам ({count})',
    other: 'Показати спам ({count})',
  },
  hideSpam: {
    one: 'Сховати спам ({count})',
    few: 'Сховати спам ({count})',
    many: 'Сховати спам ({count})',
    other: 'Сховати спам ({count})',
  },
  loadMore: 'Завантажити ще NFT',
} satisfies Translation<typeof en>
