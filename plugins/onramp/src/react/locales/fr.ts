import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Acheter des cryptos',
  loading: 'Chargement des offres d’achat',
  checkoutFailed: 'Impossible d’ouvrir la page de paiement.',
  sample: 'Données d’exemple',
  sampleNotice: 'Les prix en direct sont indisponibles ; ces montants sont des exemples.',
  payWith: 'Payer avec',
  amount: 'Montant ({currency})',
  nothingToBuy: 'Rien ne peut être acheté sur {network}.',
  thisNetwork: 'ce réseau',
  asset: 'Actif à acheter',
  gettingQuotes: 'Obtention des offres',
  providers: 'Fournisseurs',
  buyWith: 'Acheter avec {provider}',
  quote: '≈ {amount} · frais {fee} + {networkFee}',
  waiting: 'Finalisez votre achat avec {provider} dans la nouvelle fenêtre. En attente…',
  bought: 'Achat terminé : vous avez reçu {amount} dans votre portefeuille.',
  yourCrypto: 'vos cryptos',
  'invalid.empty': 'Saisissez un montant.',
  'invalid.format': 'Saisissez le montant en chiffres, avec 2 décimales au maximum.',
  'invalid.range': 'Saisissez un montant entre {min} et {max} {currency}.',
  'error.notConnected': 'Connectez un portefeuille pour acheter des cryptomonnaies.',
  'error.unavailable':
    'L’achat de cryptomonnaies n’est pas disponible : l’application n’a pas de Blockchain API.',
  'error.unsafeUrl': 'Le fournisseur a renvoyé une adresse de paiement inutilisable.',
} satisfies Translation<typeof en>
