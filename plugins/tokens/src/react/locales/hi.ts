import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  loading: 'टोकन लोड हो रहे हैं',
  unavailable: 'इस नेटवर्क पर टोकन बैलेंस उपलब्ध नहीं हैं।',
  empty: 'इस नेटवर्क पर अभी कोई टोकन नहीं है।',
  total: 'कुल',
  list: 'टोकन',
  each: '{price} प्रति टोकन',
  balanceUnavailable: 'टोकन बैलेंस उपलब्ध नहीं है',
} satisfies Translation<typeof en>
