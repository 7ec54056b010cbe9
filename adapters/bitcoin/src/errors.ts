import { BaseError, UserRejectedRequestError, WalletRequestError } from '@foyer/core/eager'
import * as z from 'zod/mini'

/** A sats-connect error answer (`{ code, message }`) turned into a Foyer error that keeps the wallet's code. */
export function toBitcoinWalletError(method: string, cause: unknown): BaseError {
  if (cause instanceof UserRejectedRequestError || cause instanceof WalletRequestError) return cause
  const code = (cause as { code?: unknown } | undefined)?.code
  // -32000 is sats-connect's user rejection; 4001 is what EIP-1193-style Bitcoin providers use.
  if (code === -32000 || code === 4001)
    return new UserRejectedRequestError({ method, namespace: 'bip122', declinedIn: 'wallet', cause })
  if (cause instanceof BaseError) return cause
  return new WalletRequestError({ method, namespace: 'bip122', cause })
}

/** A request needs a connected wallet and none is. */
export class BitcoinWalletNotConnectedError extends BaseError {
  override name = 'BitcoinWalletNotConnectedError'
  constructor({ method }: { method: string }) {
    super('Wallet is not connected', { details: `Connect a Bitcoin wallet before calling "${method}".` })
  }
}

/** The wallet connected but shared no payment address. */
export class BitcoinNoAccountsError extends BaseError {
  override name = 'BitcoinNoAccountsError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Address or auth connector not found', { details: `"${connectorId}" returned no Bitcoin address.` })
  }
}

/** A wallet answered something that is not what its protocol promises. */
export class InvalidBitcoinWalletResponseError extends BaseError {
  override name = 'InvalidBitcoinWalletResponseError'
  constructor({ method, error }: { method: string; error: z.core.$ZodError }) {
    super('The wallet returned an unexpected response.', {
      details: `"${method}": ${z.prettifyError(error)}`,
    })
  }
}

/** Reading a balance failed (SPEC.md §8). */
export class BitcoinBalanceUnavailableError extends BaseError {
  override name = 'BitcoinBalanceUnavailableError'
  constructor({ network, cause, details }: { network: string; cause?: unknown; details?: string }) {
    super('Token Balance Unavailable', {
      cause,
      details: details ?? `The BTC balance on ${network} could not be read from its Esplora API.`,
    })
  }
}

/** A network has no Esplora URL to read it from. */
export class BitcoinRpcUrlMissingError extends BaseError {
  override name = 'BitcoinRpcUrlMissingError'
  constructor({ network }: { network: string }) {
    super('No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.', {
      details: `${network} has no rpcUrls.default.http entry (an Esplora API base URL).`,
    })
  }
}

/** A bip122 request whose params do not validate. */
export class InvalidBitcoinRequestError extends BaseError {
  override name = 'InvalidBitcoinRequestError'
  constructor({ method, error }: { method: string; error: z.core.$ZodError }) {
    super(`Invalid parameters for ${method}.`, { details: z.prettifyError(error) })
  }
}

/** A method this adapter does not execute. */
export class BitcoinMethodNotSupportedError extends BaseError {
  override name = 'BitcoinMethodNotSupportedError'
  constructor({ method }: { method: string }) {
    super('Requested RPC call is not allowed', { details: `BitcoinAdapter does not handle "${method}".` })
  }
}
