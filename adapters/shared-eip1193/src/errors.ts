import { BaseError, UserRejectedRequestError, WalletRequestError } from '@foyer/core/eager'
import { getRpcErrorCode } from './getRpcErrorCode.js'

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
  if (cause instanceof WalletRequestError || cause instanceof UserRejectedRequestError) return cause
  const code = getRpcErrorCode(cause)
  if (code === undefined && cause instanceof BaseError) return cause
  return code === 4001
    ? new UserRejectedRequestError({ method, namespace: 'eip155', declinedIn: 'wallet', cause })
    : new WalletRequestError({ method, namespace: 'eip155', code, cause })
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

/** A wallet answered with something the method cannot return. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor({ method, response }: { method: string; response: unknown }) {
    super('An error occurred', {
      details: `The wallet answered "${method}" with ${JSON.stringify(response) ?? String(response)}.`,
    })
  }
}

/** A contract call could not be encoded from its ABI (an unknown function, arguments that do not fit). */
export class ContractCallEncodingError extends BaseError {
  override name = 'ContractCallEncodingError'
  constructor({ functionName, cause }: { functionName: string; cause: unknown }) {
    super('Failed to create transaction', {
      cause,
      details: `"${functionName}" could not be encoded from the ABI: ${
        (cause as { shortMessage?: unknown; message?: unknown })?.shortMessage ??
        (cause as { message?: unknown })?.message ??
        String(cause)
      }`,
    })
  }
}
