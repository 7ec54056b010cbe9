import { BaseError } from '@foyer/core'

export type WalletRpcErrorParameters = {
  cause?: unknown
  details?: string
  data?: unknown
}

/**
 * An error a dev wallet answers a request with, shaped like an EIP-1193 `ProviderRpcError`: a numeric
 * `code` and, as real wallets give it, `message` equal to the short message alone (no details or version
 * lines), so dapp code that matches on either sees what a real wallet would send.
 */
export class WalletRpcError extends BaseError {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, shortMessage: string, parameters: WalletRpcErrorParameters = {}) {
    super(shortMessage, { cause: parameters.cause, details: parameters.details })
    this.code = code
    this.data = parameters.data
    this.message = shortMessage
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export class UserRejectedRequestError extends WalletRpcError {
  override name = 'UserRejectedRequestError'
  /** `code` is 4001 (EIP-1193, Solana wallets) unless the protocol has its own, as sats-connect's -32000. */
  constructor(method: string, code = 4001) {
    super(code, 'User rejected the request.', { details: `The dev wallet was told to reject ${method}.` })
  }
}

export class UnauthorizedWalletRequestError extends WalletRpcError {
  override name = 'UnauthorizedWalletRequestError'
  constructor(method: string, code = 4100) {
    super(code, 'The requested account and/or method has not been authorized by the user.', {
      details: `Connect the dev wallet before calling ${method}.`,
    })
  }
}

export class UnsupportedWalletMethodError extends WalletRpcError {
  override name = 'UnsupportedWalletMethodError'
  constructor(method: string, code = 4200) {
    super(code, `The dev wallet does not support ${method}.`)
  }
}

export class UnrecognizedChainError extends WalletRpcError {
  override name = 'UnrecognizedChainError'
  constructor(chainId: number) {
    super(
      4902,
      `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }
}

export class InvalidWalletParamsError extends WalletRpcError {
  override name = 'InvalidWalletParamsError'
  constructor(method: string, details: string) {
    super(-32602, `Invalid params for ${method}.`, { details })
  }
}

/** A JSON-RPC error answered by the chain's node, passed through with its code, message and data. */
export class ChainRpcError extends WalletRpcError {
  override name = 'ChainRpcError'
  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.code, error.message, { data: error.data })
  }
}

/** The wallet's options are invalid (a bad key, no chains, ...): thrown when the wallet is created. */
export class DevWalletOptionsError extends BaseError {
  override name = 'DevWalletOptionsError'
  constructor(wallet: string, details: string) {
    super(`Invalid options for the ${wallet} dev wallet.`, { details })
  }
}
