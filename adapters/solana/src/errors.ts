import { BaseError } from '@foyer/core'
import * as z from 'zod'

/** The wallet answered with an error; `code` is the wallet's when it gave one (4001: the user declined). */
export class SolanaWalletRequestError extends BaseError {
  override name = 'SolanaWalletRequestError'
  readonly code: number | undefined
  readonly method: string
  constructor({ method, cause }: { method: string; cause: unknown }) {
    const message = (cause as { message?: unknown } | undefined)?.message
    super(typeof message === 'string' && message ? (message.split('\n')[0] as string) : 'An error occurred', {
      cause,
      details: `The wallet failed "${method}".`,
    })
    const code = (cause as { code?: unknown } | undefined)?.code
    this.code = typeof code === 'number' ? code : undefined
    this.method = method
  }
}

/** The user declined in the wallet (code 4001). */
export class SolanaWalletRejectedRequestError extends BaseError {
  override name = 'SolanaWalletRejectedRequestError'
  readonly code = 4001
  readonly method: string
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request.', { cause, details: `The wallet declined "${method}".` })
    this.method = method
  }
}

/** Turns what a wallet threw into a Foyer error that keeps the wallet's code. */
export function toSolanaWalletError(method: string, cause: unknown): BaseError {
  if (cause instanceof SolanaWalletRejectedRequestError || cause instanceof SolanaWalletRequestError)
    return cause
  const code = (cause as { code?: unknown } | undefined)?.code
  const name = (cause as { name?: unknown } | undefined)?.name
  if (code === 4001 || name === 'UserRejectedRequestError')
    return new SolanaWalletRejectedRequestError({ method, cause })
  if (cause instanceof BaseError) return cause
  return new SolanaWalletRequestError({ method, cause })
}

/** A request needs a connected wallet and none is. */
export class SolanaWalletNotConnectedError extends BaseError {
  override name = 'SolanaWalletNotConnectedError'
  constructor({ method }: { method: string }) {
    super('Wallet is not connected', { details: `Connect a Solana wallet before calling "${method}".` })
  }
}

/** The wallet connected but shared no Solana account. */
export class SolanaNoAccountsError extends BaseError {
  override name = 'SolanaNoAccountsError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Address or auth connector not found', { details: `"${connectorId}" returned no Solana account.` })
  }
}

/** A session restore found the wallet no longer shares an account with this site. */
export class SolanaWalletNotAuthorizedError extends BaseError {
  override name = 'SolanaWalletNotAuthorizedError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Wallet is not connected', {
      details: `"${connectorId}" no longer shares an account with this site; connect it again.`,
    })
  }
}

/** The wallet lacks a feature the request needs (a wallet-standard feature or an injected method). */
export class SolanaFeatureNotSupportedError extends BaseError {
  override name = 'SolanaFeatureNotSupportedError'
  constructor({ wallet, feature }: { wallet: string; feature: string }) {
    super('Action not allowed', { details: `${wallet} does not support "${feature}".` })
  }
}

/** Reading a balance failed (SPEC.md §8). */
export class SolanaBalanceUnavailableError extends BaseError {
  override name = 'SolanaBalanceUnavailableError'
  constructor({ network, cause }: { network: string; cause?: unknown }) {
    super('Token Balance Unavailable', { cause, details: `The SOL balance on ${network} could not be read.` })
  }
}

/** A network has no RPC URL to read it from. */
export class SolanaRpcUrlMissingError extends BaseError {
  override name = 'SolanaRpcUrlMissingError'
  constructor({ network }: { network: string }) {
    super('No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.', {
      details: `${network} has no rpcUrls.default.http entry.`,
    })
  }
}

/** Bad options for `new SolanaAdapter(...)`; `field` names the first bad one. */
export class InvalidSolanaAdapterParametersError extends BaseError {
  override name = 'InvalidSolanaAdapterParametersError'
  readonly field: string | undefined
  constructor({ error }: { error: z.ZodError }) {
    const field = error.issues[0]?.path.join('.') || undefined
    super(`Invalid options for SolanaAdapter${field ? `: ${field}` : ''}.`, {
      details: z.prettifyError(error),
    })
    this.field = field
  }
}

/** A `solana_*` request whose params do not validate. */
export class InvalidSolanaRequestError extends BaseError {
  override name = 'InvalidSolanaRequestError'
  constructor({ method, error }: { method: string; error: z.ZodError }) {
    super(`Invalid parameters for ${method}.`, { details: z.prettifyError(error) })
  }
}

/** A `solana_*` method this adapter does not execute. */
export class SolanaMethodNotSupportedError extends BaseError {
  override name = 'SolanaMethodNotSupportedError'
  constructor({ method }: { method: string }) {
    super('Requested RPC call is not allowed', { details: `SolanaAdapter does not handle "${method}".` })
  }
}
