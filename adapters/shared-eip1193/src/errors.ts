import { BaseError } from '@foyer/core'
import * as z from 'zod'
import { getRpcErrorCode } from './getRpcErrorCode.js'

/** A wallet answered an EIP-1193 request with an error; `code` is the wallet's. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  readonly code: number | undefined
  readonly method: string
  constructor({ method, cause }: { method: string; cause: unknown }) {
    const message = (cause as { message?: unknown } | undefined)?.message
    super(typeof message === 'string' && message ? (message.split('\n')[0] as string) : 'An error occurred', {
      cause,
      details: `The wallet failed "${method}".`,
    })
    this.code = getRpcErrorCode(cause)
    this.method = method
  }
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class WalletRejectedRequestError extends BaseError {
  override name = 'WalletRejectedRequestError'
  readonly code = 4001
  readonly method: string
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request.', { cause, details: `The wallet declined "${method}".` })
    this.method = method
  }
}

/** The wallet could not add the chain it did not know (SPEC.md §8). */
export class ChainNotAddedError extends BaseError {
  override name = 'ChainNotAddedError'
  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super('Chain is not supported', { cause, details: `The wallet could not add chain ${chainId}.` })
  }
}

/** A session restore found the wallet no longer authorizes this site. */
export class WalletNotAuthorizedError extends BaseError {
  override name = 'WalletNotAuthorizedError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Wallet is not connected', {
      details: `"${connectorId}" no longer shares an account with this site; connect it again.`,
    })
  }
}

/** The wallet connected but returned no account. */
export class NoWalletAccountsError extends BaseError {
  override name = 'NoWalletAccountsError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Address or auth connector not found', { details: `"${connectorId}" returned no account.` })
  }
}

/** A request needs a connected wallet and none is. */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  constructor({ method }: { method: string }) {
    super('Wallet is not connected', { details: `Connect a wallet before calling "${method}".` })
  }
}

/** Turns what a wallet threw into a Foyer error that keeps the wallet's code. */
export function toWalletError(method: string, cause: unknown): BaseError {
  if (cause instanceof WalletRequestError || cause instanceof WalletRejectedRequestError) return cause
  const code = getRpcErrorCode(cause)
  if (code === undefined && cause instanceof BaseError) return cause
  return code === 4001
    ? new WalletRejectedRequestError({ method, cause })
    : new WalletRequestError({ method, cause })
}

/** Reading a balance failed (SPEC.md §8). */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor({ network, cause }: { network: string; cause?: unknown }) {
    super('Token Balance Unavailable', {
      cause,
      details: `The native balance on ${network} could not be read.`,
    })
  }
}

/** An adapter was built with options that do not validate; `field` names the first bad one. */
export class InvalidAdapterParametersError extends BaseError {
  override name = 'InvalidAdapterParametersError'
  readonly field: string | undefined
  constructor({ adapter, error }: { adapter: string; error: z.ZodError }) {
    const field = error.issues[0]?.path.join('.') || undefined
    super(`Invalid options for ${adapter}${field ? `: ${field}` : ''}.`, { details: z.prettifyError(error) })
    this.field = field
  }
}
