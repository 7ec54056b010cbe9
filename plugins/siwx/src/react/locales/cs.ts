import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} se potřebuje připojit k vaší peněžence',
  thisApp: 'Tato aplikace',
  prove: 'Podepište tuto zprávu, abyste prokázali, že peněženku vlastníte, a pokračujte.',
  cancelDisconnects: 'Zrušením se odpojíte.',
  cancel: 'Zrušit',
  sign: 'Podepsat',
  signing: 'Ověřování...',
  declined: 'Podpis odmítnut',
  smartAccountUnsupported: 'Tato aplikace nemusí podporovat chytré účty',
  initFailed: 'Při spouštění ověření došlo k problému',
} satisfies Translation<typeof en>
