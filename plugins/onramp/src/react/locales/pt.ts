import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Comprar cripto',
  loading: 'Carregando opções de compra',
  checkoutFailed: 'Não foi possível abrir o checkout.',
  sample: 'Dados de exemplo',
  sampleNotice: 'Preços em tempo real indisponíveis; estes valores são exemplos.',
  payWith: 'Pagar com',
  amount: 'Valor ({currency})',
  nothingToBuy: 'Não há nada para comprar em {network}.',
  thisNetwork: 'esta rede',
  asset: 'Ativo para comprar',
  gettingQuotes: 'Buscando cotações',
  providers: 'Provedores',
  buyWith: 'Comprar com {provider}',
  quote: '≈ {amount} · taxas {fee} + {networkFee}',
  waiting: 'Conclua sua compra com {provider} na nova janela. Aguardando…',
  bought: 'Compra concluída: {amount} chegou à sua carteira.',
  yourCrypto: 'sua cripto',
  'invalid.empty': 'Digite um valor.',
  'invalid.format': 'Digite o valor em números, com no máximo 2 casas decimais.',
  'invalid.range': 'Digite um valor entre {min} e {max} {currency}.',
  'error.notConnected': 'Conecte uma carteira para comprar cripto.',
  'error.unavailable': 'A compra de cripto não está disponível: o app não tem Blockchain API.',
  'error.unsafeUrl': 'O provedor retornou um endereço de pagamento inutilizável.',
} satisfies Translation<typeof en>
