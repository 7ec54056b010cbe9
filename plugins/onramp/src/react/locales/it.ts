import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Acquista crypto',
  loading: 'Caricamento di ciò che puoi acquistare',
  checkoutFailed: 'Impossibile aprire il checkout.',
  sample: 'Dati di esempio',
  sampleNotice: 'I prezzi in tempo reale non sono disponibili; queste cifre sono esempi.',
  payWith: 'Paga con',
  amount: 'Importo ({currency})',
  nothingToBuy: "Non c'è nulla da acquistare su {network}.",
  thisNetwork: 'questa rete',
  asset: 'Asset da acquistare',
  gettingQuotes: 'Recupero delle quotazioni',
  providers: 'Fornitori',
  buyWith: 'Acquista con {provider}',
  quote: '≈ {amount} · commissioni {fee} + {networkFee}',
  waiting: "Completa l'acquisto con {provider} nella nuova finestra. In attesa…",
  bought: 'Acquisto completato: hai ricevuto {amount} nel tuo wallet.',
  yourCrypto: 'le tue crypto',
  'invalid.empty': 'Inserisci un importo.',
  'invalid.format': "Inserisci l'importo in cifre, con al massimo 2 decimali.",
  'invalid.range': 'Inserisci un importo tra {min} e {max} {currency}.',
  'error.notConnected': 'Collega un wallet per acquistare criptovalute.',
  'error.unavailable': 'L’acquisto di criptovalute non è disponibile: l’app non ha una Blockchain API.',
  'error.unsafeUrl': 'Il fornitore ha restituito un indirizzo di pagamento inutilizzabile.',
} satisfies Translation<typeof en>
