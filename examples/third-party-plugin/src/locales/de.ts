import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.GasTips': 'Gas-Tipps',
  intro: 'So zahlen Sie weniger Gas:',
  introOn: 'So zahlen Sie weniger Gas auf {network}:',
  list: 'Gas-Tipps',
  'quiet.title': 'Senden, wenn im Netzwerk wenig los ist',
  'quiet.text': 'Am Wochenende und spät in der Nacht (UTC) sind die Gebühren am niedrigsten.',
  'batch.title': 'Überweisungen bündeln',
  'batch.text': 'Eine Transaktion mit mehreren Aufrufen kostet weniger als mehrere Transaktionen.',
  'check.title': 'Vor dem Signieren die Gebühr prüfen',
  'check.text': 'Ihre Wallet zeigt die Netzwerkgebühr an; lehnen Sie ab, wenn sie zu hoch erscheint.',
  gotIt: 'Verstanden',
} satisfies Translation<typeof en>
