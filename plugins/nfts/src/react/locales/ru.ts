import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'Загрузка NFT',
  failed: 'Не удалось загрузить NFT',
  empty: 'В этой сети пока нет NFT.',
  list: 'NFT',
  spam: 'Спам',
  showSpam: {
    one: 'Показать спам ({count})',
    few: 'Показать спам ({count})',
    many: 'Показать спам ({count})',
    other: 'Показать спам ({count})',
  },
  hideSpam: {
    one: 'Скрыть спам ({count})',
    few: 'Скрыть спам ({count})',
    many: 'Скрыть спам ({count})',
    other: 'Скрыть спам ({count})',
  },
  loadMore: 'Загрузить еще NFT',
} satisfies Translation<typeof en>
