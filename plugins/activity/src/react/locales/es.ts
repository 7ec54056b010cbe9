import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'Conecta una billetera para ver su actividad.',
  loading: 'Cargando actividad',
  pendingList: 'Transacciones pendientes',
  failed: 'No se pudieron obtener las transacciones',
  empty: 'Aún no hay actividad.',
  loadMore: 'Cargar más transacciones',
  sending: 'Enviando',
  sendingTo: 'A {address}',
  'operation.send': 'Enviado',
  'operation.receive': 'Recibido',
  'operation.buy': 'Comprado',
  'operation.trade': 'Intercambiado',
  'operation.mint': 'Acuñado',
  'operation.burn': 'Quemado',
  'operation.approve': 'Aprobado',
  'operation.deploy': 'Desplegado',
  'operation.execute': 'Llamada a contrato',
  'status.confirmed': 'Confirmada',
  'status.failed': 'Fallida',
  'status.pending': 'Pendiente',
  onRamp: 'Compra de cripto',
  partyTo: '{amounts} a {address}',
  partyFrom: '{amounts} de {address}',
} satisfies Translation<typeof en>
