import type { BuiltinChainNamespace, ChainNamespace, ChainNamespaces } from './chainNamespaces.js'

/** Account kinds: EOA and smart account on EVM, Bitcoin's payment/ordinal/stacks address purposes. */
export const accountTypes = {
  eoa: 'eoa',
  smartAccount: 'smartAccount',
  payment: 'payment',
  ordinal: 'ordinal',
  stx: 'stx',
} as const

export type AccountType = (typeof accountTypes)[keyof typeof accountTypes]

/** Each namespace's account types, as `ChainNamespaces` declares them (an adapter's augmentation adds its own). */
export type AccountTypeMap = { [namespace in ChainNamespace]: ChainNamespaces[namespace] }

/** The built-in namespaces' account types, the default first (SPEC.md §3). */
export const builtinAccountTypes = {
  eip155: [accountTypes.smartAccount, accountTypes.eoa],
  solana: [accountTypes.eoa],
  polkadot: [accountTypes.eoa],
  bip122: [accountTypes.payment, accountTypes.ordinal, accountTypes.stx],
} as const satisfies { [namespace in BuiltinChainNamespace]: readonly AccountTypeMap[namespace][] }
