import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'Connecter un portefeuille',
  'connect.loading': 'Connexion…',
  'network.select': 'Choisir un réseau',
  'network.unsupported': 'Réseau non pris en charge',
  'network.prefix': 'Réseau :',
  'balance.unavailable': 'Solde du jeton indisponible',
} satisfies Translation<typeof en>
