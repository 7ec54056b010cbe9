import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Anslut en plånbok för att se dess aktivitet.',
  loading: 'Läser in aktivitet',
  pendingList: 'Väntande transaktioner',
  failed: 'Det gick inte att hämta transaktionerna',
  empty: 'Ingen aktivitet ännu.',
  loadMore: 'Läs in fler transaktioner',
  sending: 'Skickar',
  sendingTo: 'Till {address}',
  'operation.send': 'Skickat',
  'operation.receive': 'Mottaget',
  'operation.buy': 'Köpt',
  'operation.trade': 'Bytt',
  'operation.mint': 'Präglat',
  'operation.burn': 'Bränt',
  'operation.approve': 'Godkänt',
  'operation.deploy': 'Driftsatt',
  'operation.execute': 'Kontraktsanrop',
  'status.confirmed': 'Bekräftad',
  'status.failed': 'Misslyckad',
  'status.pending': 'Väntar',
  onRamp: 'Kryptoköp',
  partyTo: '{amounts} till {address}',
  partyFrom: '{amounts} från {address}',
} satisfies Translation<typeof en>
