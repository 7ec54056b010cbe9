import { BaseError, UserRejectedRequestError, WalletRequestError } from '@foyer/core/eager'
import * as z from 'zod/mini'

/** Turns what a wallet threw into a Foyer error that keeps the wallet's code. */
export function toSolanaWalletError(method: string, cause: unknown): BaseError {
  if (cause instanceof UserRejectedRequestError || cause instanceof WalletRequestError) return cause
  const code = (cause as { code?: unknown } | undefined)?.code
  const name = (cause as { name?: unknown } | undefined)?.name
  if (code === 4001 || name === 'UserRejectedRequestError')
    return new UserRejectedRequestError({ method, namespace: 'solana', declinedIn: 'wallet', cause })
  if (cause instanceof BaseError) return cause
  return new WalletRequestError({ method, namespace: 'solana', cause })
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

/** A `solana_*` request whose params do not validate. */
export class InvalidSolanaRequestError extends BaseError {
  override name = 'InvalidSolanaRequestError'
  constructor({ method, error }: { method: string; error: z.core.$ZodError }) {
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
