import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Tárca csatlakoztatása',
  'connect.loading': 'Csatlakozás...',
  'network.select': 'Hálózat kiválasztása',
  'network.unsupported': 'Nem támogatott hálózat',
  'network.prefix': 'Hálózat:',
  'balance.unavailable': 'A tokenegyenleg nem érhető el',
} satisfies Translation<typeof en>
