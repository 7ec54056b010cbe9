import { UnknownChainNamespaceError } from '../errors/caip.js'
import { type AccountTypeMap, builtinAccountTypes } from './accountTypes.js'
import {
  type BuiltinChainNamespace,
  type ChainNamespace,
  isBuiltinChainNamespace,
  registeredChainNamespaces,
} from './chainNamespaces.js'

const defaultAccountTypes = {
  eip155: builtinAccountTypes.eip155[0],
  solana: builtinAccountTypes.solana[0],
  polkadot: builtinAccountTypes.polkadot[0],
  bip122: builtinAccountTypes.bip122[0],
} as const satisfies { [namespace in BuiltinChainNamespace]: AccountTypeMap[namespace] }

/**
 * The account type a namespace starts with (SPEC.md §3): smart account on EVM, payment on Bitcoin; a registered
 * namespace's first declared account type.
 */
/** The account types `namespace` has (its default first); none for an unknown namespace. */
export function getAccountTypes(namespace: string): readonly string[] {
  if (isBuiltinChainNamespace(namespace)) return builtinAccountTypes[namespace]
  return registeredChainNamespaces.get(namespace)?.definition.accountTypes ?? []
}

export function getDefaultAccountType<namespace extends ChainNamespace>(
  namespace: namespace,
): namespace extends BuiltinChainNamespace
  ? (typeof defaultAccountTypes)[namespace]
  : AccountTypeMap[namespace] {
  if (isBuiltinChainNamespace(namespace)) return defaultAccountTypes[namespace] as never
  const registered = registeredChainNamespaces.get(namespace)
  if (!registered) throw new UnknownChainNamespaceError({ namespace })
  return registered.definition.accountTypes[0] as never
}
