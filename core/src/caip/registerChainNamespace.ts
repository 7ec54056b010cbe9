import { InvalidChainNamespaceDefinitionError } from '../errors/caip.js'
import type { ChainNamespaceDefinition } from './ChainNamespaceDefinition.js'
import { isBuiltinChainNamespace, registeredChainNamespaces } from './chainNamespaces.js'

/** CAIP-2's namespace grammar. */
const namespacePattern = /^[-a-z0-9]{3,8}$/

/**
 * Makes a namespace known to the kernel (CAIP ids, the networks option, the RPC guard). Registering the same
 * definition again is a no-op; a built-in namespace, a malformed definition, or a second definition for a namespace
 * throws `InvalidChainNamespaceDefinitionError`.
 */
export function registerChainNamespace(definition: ChainNamespaceDefinition, adapter?: string): void {
  const namespace: unknown = definition?.namespace
  const refuse = (reason: string) => {
    throw new InvalidChainNamespaceDefinitionError({ namespace, reason, adapter })
  }
  if (typeof namespace !== 'string' || !namespacePattern.test(namespace))
    refuse('a namespace is 3 to 8 characters of a-z, 0-9 and "-" (CAIP-2)')
  const name = namespace as string
  if (isBuiltinChainNamespace(name)) refuse('it is built in')
  const existing = registeredChainNamespaces.get(name)
  if (existing?.definition === definition) return
  if (existing) refuse('another definition of it is registered')
  if (typeof definition.name !== 'string' || !definition.name.trim())
    refuse('`name` must be a non-empty string')
  for (const key of ['isReference', 'isAddress'] as const)
    if (typeof definition[key] !== 'function') refuse(`\`${key}\` must be a function`)
  if (definition.formatAddress !== undefined && typeof definition.formatAddress !== 'function')
    refuse('`formatAddress` must be a function')
  const { readOnly, approval } = definition.rpcMethods ?? {}
  const isMethodList = (list: unknown) =>
    Array.isArray(list) && list.every((method) => typeof method === 'string' && method.length > 0)
  if (!isMethodList(readOnly) || !isMethodList(approval))
    refuse('`rpcMethods.readOnly` and `rpcMethods.approval` must be lists of method names')
  const both = readOnly.filter((method) => approval.includes(method))
  if (both.length) refuse(`${both.join(', ')} cannot be both read-only and need approval`)
  const { accountTypes } = definition
  if (!Array.isArray(accountTypes) || accountTypes.length === 0)
    refuse('`accountTypes` needs at least one entry')
  registeredChainNamespaces.set(name, {
    definition,
    readOnly: new Set(readOnly),
    approval: new Set(approval),
  })
}
