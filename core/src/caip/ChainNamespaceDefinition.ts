import type { ChainNamespace, ChainNamespaces } from './chainNamespaces.js'

/**
 * What a chain namespace is to the kernel: how its CAIP-2 references and addresses are checked and shown, which RPC
 * methods the guard lets through (read-only ones directly, the others after the user's approval), and its account
 * types. The built-in namespaces are declared this way; an adapter for another chain family carries its own.
 */
export type ChainNamespaceDefinition<namespace extends ChainNamespace = ChainNamespace> =
  namespace extends ChainNamespace
    ? {
        namespace: namespace
        /** What the modal calls the namespace's networks, as a heading ("Tron networks"). */
        name: string
        /** Whether `reference` is a CAIP-2 reference of this namespace (`1` in `eip155:1`). */
        isReference(reference: string): boolean
        /** Whether `address` is an account address of this namespace, as the wallet reports it. */
        isAddress(address: string): boolean
        /** The canonical form of a valid address (an EVM checksum); the address itself when absent. */
        formatAddress?: ((address: string) => string) | undefined
        rpcMethods: {
          /** Methods that only read: the guard lets them through. */
          readOnly: readonly string[]
          /** Methods that sign or send for the user: they go through the approval step. */
          approval: readonly string[]
        }
        /** The account types the namespace has; the first is its default. */
        accountTypes: readonly [ChainNamespaces[namespace], ...ChainNamespaces[namespace][]]
      }
    : never

/** Identity helper for type inference: `defineChainNamespace({ namespace: 'tron', ... })`. */
export function defineChainNamespace<namespace extends ChainNamespace>(
  definition: ChainNamespaceDefinition<namespace>,
): ChainNamespaceDefinition<namespace> {
  return definition
}
