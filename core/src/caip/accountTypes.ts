/** Account kinds: EOA and smart account on EVM, Bitcoin's payment/ordinal/stacks address purposes. */
export const accountTypes = {
  eoa: 'eoa',
  smartAccount: 'smartAccount',
  payment: 'payment',
  ordinal: 'ordinal',
  stx: 'stx',
} as const

export type AccountType = (typeof accountTypes)[keyof typeof accountTypes]

export type AccountTypeMap = {
  eip155: typeof accountTypes.eoa | typeof accountTypes.smartAccount
  solana: typeof accountTypes.eoa
  polkadot: typeof accountTypes.eoa
  bip122: typeof accountTypes.payment | typeof accountTypes.ordinal | typeof accountTypes.stx
}
