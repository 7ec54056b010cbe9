import type { ChainNamespace } from '@foyer/core'

/** An on-ramp provider (SPEC.md §9): where it sells, and its fee range. */
export type OnrampProvider = {
  id: 'coinbase' | 'meld'
  name: string
  namespaces: readonly ChainNamespace[]
  /** The fee range, as a fraction of the payment. */
  feeRange: readonly [number, number]
}

export const onrampProviders: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', namespaces: ['eip155'], feeRange: [0.01, 0.02] },
  { id: 'meld', name: 'Meld', namespaces: ['eip155', 'solana'], feeRange: [0.01, 0.02] },
]

/** The providers that sell on a namespace. */
export function getOnrampProviders(namespace: ChainNamespace | undefined): OnrampProvider[] {
  return onrampProviders.filter((provider) => namespace && provider.namespaces.includes(namespace))
}
