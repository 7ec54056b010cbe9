import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Conecte uma carteira para ver a atividade dela.',
  loading: 'Carregando atividade',
  pendingList: 'Transações pendentes',
  failed: 'Não foi possível buscar as transações',
  empty: 'Ainda não há atividade.',
  loadMore: 'Carregar mais transações',
  sending: 'Enviando',
  sendingTo: 'Para {address}',
  'operation.send': 'Enviado',
  'operation.receive': 'Recebido',
  'operation.buy': 'Comprado',
  'operation.trade': 'Trocado',
  'operation.mint': 'Cunhado',
  'operation.burn': 'Queimado',
  'operation.approve': 'Aprovado',
  'operation.deploy': 'Implantado',
  'operation.execute': 'Chamada de contrato',
  'status.confirmed': 'Confirmada',
  'status.failed': 'Falhou',
  'status.pending': 'Pendente',
  onRamp: 'Compra de cripto',
  partyTo: '{amounts} para {address}',
  partyFrom: '{amounts} de {address}',
} satisfies Translation<typeof en>
