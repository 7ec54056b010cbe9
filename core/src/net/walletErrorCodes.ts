/** Error codes wallets answer with (SPEC.md §8), as found on an EIP-1193 error's `code`. */
export const walletErrorCodes = {
  /** The wallet does not know the requested chain; add it (`wallet_addEthereumChain`) and retry. */
  unrecognizedChainId: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const

export type WalletErrorCode = (typeof walletErrorCodes)[keyof typeof walletErrorCodes]
