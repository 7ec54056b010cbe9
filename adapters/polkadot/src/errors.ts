import { BaseError, UserRejectedRequestError, WalletRequestError } from '@foyer/core/eager'
import * as z from 'zod/mini'

/** What an extension threw, as a Foyer error that keeps the wallet's code. */
export function toPolkadotWalletError(method: string, cause: unknown): BaseError {
  if (cause instanceof UserRejectedRequestError || cause instanceof WalletRequestError) return cause
  const code = (cause as { code?: unknown } | undefined)?.code
  const message = String((cause as { message?: unknown } | undefined)?.message ?? '')
  // polkadot.js and most extensions reject with "Cancelled" or "Rejected by user"; the dev extension with 4001.
  if (code === 4001 || /cancel|reject/i.test(message))
    return new UserRejectedRequestError({ method, namespace: 'polkadot', declinedIn: 'wallet', cause })
  if (cause instanceof BaseError) return cause
  return new WalletRequestError({ method, namespace: 'polkadot', cause })
}

/** A request needs a connected extension and none is. */
export class PolkadotWalletNotConnectedError extends BaseError {
  override name = 'PolkadotWalletNotConnectedError'
  constructor({ method }: { method: string }) {
    super('Wallet is not connected', { details: `Connect a Polkadot extension before calling "${method}".` })
  }
}

/** The extension shared no account with this site. */
export class PolkadotNoAccountsError extends BaseError {
  override name = 'PolkadotNoAccountsError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Address or auth connector not found', {
      details: `"${connectorId}" shared no account; add or allow one in the extension.`,
    })
  }
}

/** An extension answered something the extension-dapp protocol does not allow. */
export class InvalidPolkadotWalletResponseError extends BaseError {
  override name = 'InvalidPolkadotWalletResponseError'
  constructor({ method, error }: { method: string; error: z.core.$ZodError }) {
    super('The wallet returned an unexpected response.', {
      details: `"${method}": ${z.prettifyError(error)}`,
    })
  }
}

/** There is no chain to read balances from: the adapter was given no `getBalance` reader (SPEC.md §8 wording). */
export class PolkadotNoChainError extends BaseError {
  override name = 'PolkadotNoChainError'
  constructor({ network }: { network: string }) {
    super('Token Balance Unavailable', {
      details: `No Polkadot chain is connected for ${network}: pass \`getBalance\` to PolkadotAdapter to read balances.`,
    })
  }
}

/** A `polkadot_*` request whose params do not validate. */
export class InvalidPolkadotRequestError extends BaseError {
  override name = 'InvalidPolkadotRequestError'
  constructor({ method, error }: { method: string; error: z.core.$ZodError }) {
    super(`Invalid parameters for ${method}.`, { details: z.prettifyError(error) })
  }
}

/** A method this adapter does not execute. */
export class PolkadotMethodNotSupportedError extends BaseError {
  override name = 'PolkadotMethodNotSupportedError'
  constructor({ method }: { method: string }) {
    super('Requested RPC call is not allowed', { details: `PolkadotAdapter does not handle "${method}".` })
  }
}

/** A transfer reached a block but the runtime refused it there (the fee is paid, nothing moved). */
export class PolkadotTransferFailedError extends BaseError {
  override name = 'PolkadotTransferFailedError'
  readonly hash: string
  readonly error: string
  constructor({ hash, error }: { hash: string; error: string }) {
    super('Transaction failed', { details: `The chain refused extrinsic ${hash}: ${error}.` })
    this.hash = hash
    this.error = error
  }
}
