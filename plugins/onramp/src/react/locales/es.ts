import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Comprar cripto',
  loading: 'Cargando lo que puedes comprar',
  checkoutFailed: 'No se pudo abrir la página de pago.',
  sample: 'Datos de ejemplo',
  sampleNotice: 'Los precios en vivo no están disponibles; estas cifras son ejemplos.',
  payWith: 'Pagar con',
  amount: 'Monto ({currency})',
  nothingToBuy: 'No se puede comprar nada en {network}.',
  thisNetwork: 'esta red',
  asset: 'Activo a comprar',
  gettingQuotes: 'Obteniendo cotizaciones',
  providers: 'Proveedores',
  buyWith: 'Comprar con {provider}',
  quote: '≈ {amount} · comisiones {fee} + {networkFee}',
  waiting: 'Completa tu compra con {provider} en la nueva ventana. Esperando…',
  bought: 'Compra completada: {amount} llegó a tu billetera.',
  yourCrypto: 'tu cripto',
  'invalid.empty': 'Introduce un monto.',
  'invalid.format': 'Introduce el monto en dígitos, con 2 decimales como máximo.',
  'invalid.range': 'Introduce un monto entre {min} y {max} {currency}.',
  'error.notConnected': 'Conecta una billetera para comprar criptomonedas.',
  'error.unavailable': 'Comprar criptomonedas no está disponible: la aplicación no tiene Blockchain API.',
  'error.unsafeUrl': 'El proveedor devolvió una dirección de pago inutilizable.',
} satisfies Translation<typeof en>
