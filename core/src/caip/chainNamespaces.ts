import type { ChainNamespaceDefinition } from './ChainNamespaceDefinition.js'

/** The chain namespaces the kernel ships, as CAIP-2 namespace strings. Adapters register further ones. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122'] as const

export type BuiltinChainNamespace = (typeof chainNamespaces)[number]

/**
 * Every chain namespace the types know, each with its account types. An adapter package adds its own by module
 * augmentation, so `CaipNetwork<'tron'>`, `CaipNetworkId`, `CaipAddress` and `ChainAdapter` accept it:
 * `declare module '@foyer/core' { interface ChainNamespaces { tron: 'eoa' } }`.
 */
export interface ChainNamespaces {
  eip155: 'eoa' | 'smartAccount'
  solana: 'eoa'
  polkadot: 'eoa'
  bip122: 'payment' | 'ordinal' | 'stx'
}

export type ChainNamespace = Extract<keyof ChainNamespaces, string>

/** A namespace an adapter registered (not one the kernel ships). */
export type CustomChainNamespace = Exclude<ChainNamespace, BuiltinChainNamespace>

/** A registered definition, with the method lists the guard reads copied at registration (they cannot grow later). */
export type RegisteredChainNamespace = {
  definition: ChainNamespaceDefinition
  readOnly: ReadonlySet<string>
  approval: ReadonlySet<string>
}

const registered = new Map<string, RegisteredChainNamespace>()

/** The namespaces adapters registered, by name: `registerChainNamespace` is the only writer. */
export const registeredChainNamespaces: Pick<typeof registered, 'get' | 'set' | 'has' | 'keys'> = registered

export function isBuiltinChainNamespace(value: unknown): value is BuiltinChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}

/** Whether `value` is a namespace the kernel ships or an installed adapter registered. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return isBuiltinChainNamespace(value) || (typeof value === 'string' && registered.has(value))
}

/** The built-in namespaces, then the registered ones in registration order. */
export function listChainNamespaces(): ChainNamespace[] {
  return [...chainNamespaces, ...(registered.keys() as Iterable<ChainNamespace>)]
}
