import { UnknownChainNamespaceError } from '../errors/caip.js'
import { builtinChainNamespaceDefinitions } from './builtinChainNamespaceDefinitions.js'
import type { ChainNamespaceDefinition } from './ChainNamespaceDefinition.js'
import { type ChainNamespace, registeredChainNamespaces } from './chainNamespaces.js'

/** A built-in or registered namespace's definition; an unknown namespace throws `UnknownChainNamespaceError`. */
export function getChainNamespaceDefinition<namespace extends ChainNamespace>(
  namespace: namespace,
): ChainNamespaceDefinition<namespace> {
  const definition = Object.hasOwn(builtinChainNamespaceDefinitions, namespace)
    ? builtinChainNamespaceDefinitions[namespace as keyof typeof builtinChainNamespaceDefinitions]
    : registeredChainNamespaces.get(namespace)?.definition
  if (!definition) throw new UnknownChainNamespaceError({ namespace })
  return definition as ChainNamespaceDefinition<namespace>
}
