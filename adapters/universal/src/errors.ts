import { BaseError } from '@foyer/core'
import * as z from 'zod'

export class InvalidUniversalAdapterParametersError extends BaseError {
  override name = 'InvalidUniversalAdapterParametersError'
  constructor({ error }: { error: z.ZodError }) {
    super(`Invalid options for UniversalAdapter: ${describeIssues(error)}`, {
      details: z.prettifyError(error),
      docsPath: '/adapters/universal',
    })
  }
}

/** The WalletConnect client could not start (bad relay URL, storage failure). */
export class WalletConnectInitError extends BaseError {
  override name = 'WalletConnectInitError'
  constructor({ relayUrl, cause }: { relayUrl: string; cause: unknown }) {
    super('WalletConnect could not start', { cause, details: `Relay: ${relayUrl}` })
  }
}

/** A reload found no stored session to restore. */
export class WalletConnectSessionNotFoundError extends BaseError {
  override name = 'WalletConnectSessionNotFoundError'
  constructor({ namespace }: { namespace: string }) {
    super('No WalletConnect session to restore', {
      details: `No stored WalletConnect session covers the ${namespace} namespace.`,
    })
  }
}

/** The wallet rejected the session proposal. */
export class ConnectionDeclinedError extends BaseError {
  override name = 'ConnectionDeclinedError'
  readonly code = 4001
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Connection declined', {
      cause,
      details: 'The wallet rejected the connection request.',
      metaMessages: ['Connection can be declined if a previous request is still active.'],
    })
  }
}

/** The user left the WalletConnect view (or closed the modal) before a wallet approved. */
export class PairingCancelledError extends BaseError {
  override name = 'PairingCancelledError'
  constructor() {
    super('Connection cancelled', { details: 'The pairing was abandoned before a wallet approved it.' })
  }
}

/** The session did not approve the namespace or network asked for. */
export class WalletConnectNotConnectedError extends BaseError {
  override name = 'WalletConnectNotConnectedError'
  constructor({ namespace, method }: { namespace: string; method: string }) {
    super('WalletConnect is not connected', {
      details: `"${method}" needs a WalletConnect session covering the ${namespace} namespace.`,
    })
  }
}

/** The wallet answered a request with an error; `code` is the wallet's. */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
  readonly code: number | undefined
  readonly method: string
  constructor({ method, cause }: { method: string; cause: unknown }) {
    const message = (cause as { message?: unknown } | undefined)?.message
    super(typeof message === 'string' && message ? (message.split('\n')[0] as string) : 'An error occurred', {
      cause,
      details: `The wallet failed "${method}" over WalletConnect.`,
    })
    const code = (cause as { code?: unknown } | undefined)?.code
    this.code = typeof code === 'number' ? code : undefined
    this.method = method
  }
}

/** The user declined in the wallet (EIP-1193 4001, WalletConnect 5000). */
export class WalletConnectRejectedRequestError extends BaseError {
  override name = 'WalletConnectRejectedRequestError'
  readonly code = 4001
  readonly method: string
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request.', { cause, details: `The wallet declined "${method}".` })
    this.method = method
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ')
}
