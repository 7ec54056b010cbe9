/** The chain namespaces Foyer supports, as CAIP-2 namespace strings. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
