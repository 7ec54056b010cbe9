import { BaseError } from '@foyer/core'

/** An error the local Solana endpoint answers as a JSON-RPC error: `shortMessage` is the wire message. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, shortMessage: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(shortMessage, { cause: options.cause, docsPath: '/devnet/solana' })
    this.code = code
    this.data = options.data
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.shortMessage }
      : { code: this.code, message: this.shortMessage, data: this.data }
  }
}

export class SolanaRpcParseError extends SolanaRpcError {
  override name = 'SolanaRpcParseError'
  constructor(cause?: unknown) {
    super(-32700, 'Parse error', { cause })
  }
}

export class SolanaRpcInvalidRequestError extends SolanaRpcError {
  override name = 'SolanaRpcInvalidRequestError'
  constructor(message = 'Invalid request') {
    super(-32600, message)
  }
}

export class SolanaRpcMethodNotFoundError extends SolanaRpcError {
  override name = 'SolanaRpcMethodNotFoundError'
  constructor(method: string) {
    super(-32601, 'Method not found', { data: { method } })
  }
}

export class SolanaRpcInvalidParamsError extends SolanaRpcError {
  override name = 'SolanaRpcInvalidParamsError'
  constructor(message: string) {
    super(-32602, message)
  }
}

export class SolanaRpcInternalError extends SolanaRpcError {
  override name = 'SolanaRpcInternalError'
  constructor(cause: unknown) {
    super(-32603, 'Internal error', { cause })
  }
}

/** Preflight failure (-32002): the wire message names the error; `data` is the simulation result. */
export class SolanaTransactionSimulationFailedError extends SolanaRpcError {
  override name = 'SolanaTransactionSimulationFailedError'
  constructor(reason: string, data: unknown) {
    super(-32002, `Transaction simulation failed: ${reason}`, { data })
  }
}

export class SolanaSignatureVerificationError extends SolanaRpcError {
  override name = 'SolanaSignatureVerificationError'
  constructor() {
    super(-32003, 'Transaction signature verification failure')
  }
}

export class SolanaUnsupportedTransactionVersionError extends SolanaRpcError {
  override name = 'SolanaUnsupportedTransactionVersionError'
  constructor(version: number) {
    super(
      -32015,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    )
  }
}

/** A bad option passed to `startSolanaRpc`. */
export class SolanaRpcOptionsError extends BaseError {
  override name = 'SolanaRpcOptionsError'
  constructor(details: string) {
    super('Invalid options for the local Solana RPC.', { details, docsPath: '/devnet/solana' })
  }
}
