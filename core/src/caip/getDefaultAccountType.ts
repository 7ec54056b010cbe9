import { type AccountTypeMap, accountTypes } from './accountTypes.js'
import type { ChainNamespace } from './chainNamespaces.js'

const defaultAccountTypes = {
  eip155: accountTypes.smartAccount,
  solana: accountTypes.eoa,
  polkadot: accountTypes.eoa,
  bip122: accountTypes.payment,
} as const satisfies { [namespace in ChainNamespace]: AccountTypeMap[namespace] }

/** The account type a namespace starts with (SPEC.md §3): smart account on EVM, payment on Bitcoin. */
export function getDefaultAccountType<namespace extends ChainNamespace>(
  namespace: namespace,
): (typeof defaultAccountTypes)[namespace] {
  return defaultAccountTypes[namespace]
}
