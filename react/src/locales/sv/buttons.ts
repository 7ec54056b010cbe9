import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Anslut plånbok',
  'connect.loading': 'Ansluter...',
  'network.select': 'Välj nätverk',
  'network.unsupported': 'Nätverket stöds inte',
  'network.prefix': 'Nätverk:',
  'balance.unavailable': 'Tokensaldot är inte tillgängligt',
} satisfies Translation<typeof en>
