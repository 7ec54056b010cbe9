import type { ChainNamespace } from '../caip/chainNamespaces.js'

/** SPEC.md §9 on-ramp constants. */

export type PaymentMethodLimit = { id: string; min: string; max: string }
export type PaymentCurrency = { id: string; payment_method_limits: readonly PaymentMethodLimit[] }

export const onrampFallbackPaymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const satisfies readonly PaymentMethodLimit[]

export const onrampFallbackCurrencies = ['USD', 'EUR'] as const

/** Payment currencies used when the on-ramp options call fails. */
export const onrampFallbackPaymentCurrencies = onrampFallbackCurrencies.map((id) => ({
  id,
  payment_method_limits: onrampFallbackPaymentMethodLimits,
})) satisfies readonly PaymentCurrency[]

export const onrampSupportedNamespaces = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

export type OnrampProvider = {
  label: string
  name: string
  feeRange: string
  url: string
  supportedChains: readonly ChainNamespace[]
}

export const onrampProviders = [
  { label: 'Coinbase', name: 'coinbase', feeRange: '1-2%', url: '', supportedChains: ['eip155'] },
  {
    label: 'Meld.io',
    name: 'meld',
    feeRange: '1-2%',
    url: 'https://meldcrypto.com',
    supportedChains: ['eip155', 'solana'],
  },
] as const satisfies readonly OnrampProvider[]

/** Chain names Coinbase Pay accepts. */
export const coinbasePayChains = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

export const coinbasePayFallbackChain = 'ethereum' as const

/** Network name → Coinbase Pay chain name. */
export const coinbasePayChainNames = {
  Ethereum: 'ethereum',
  'Arbitrum One': 'arbitrum',
  Polygon: 'polygon',
  Berachain: 'berachain',
  Avalanche: 'avalanche-c-chain',
  'OP Mainnet': 'optimism',
  Celo: 'celo',
  Base: 'base',
} as const satisfies Record<string, (typeof coinbasePayChains)[number]>
