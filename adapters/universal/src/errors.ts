import { BaseError } from '@foyer/core'

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

/** The installed WalletConnect client has no public `verify.register` for the adapter to skip Verify on a devnet. */
export class WalletConnectVerifyInternalsError extends BaseError {
  override name = 'WalletConnectVerifyInternalsError'
  constructor({ member, testedVersion }: { member: string; testedVersion: string }) {
    super('WalletConnect Verify cannot be configured', {
      details: `The WalletConnect client's Verify has no "${member}". For a local devnet the adapter replaces this public member so that Verify attests nothing, which holds for @walletconnect/* ${testedVersion} (the tested version); a different version needs the adapter updated.`,
    })
  }
}

/** The relay did not hand over a pairing URI (or the stored session) in time: unreachable, or not a relay at all. */
export class WalletConnectRelayUnreachableError extends BaseError {
  override name = 'WalletConnectRelayUnreachableError'
  constructor({ relayUrl, timeoutMs, cause }: { relayUrl: string; timeoutMs: number; cause?: unknown }) {
    super("Couldn't reach WalletConnect", {
      cause,
      details: `The relay ${relayUrl} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
      metaMessages: ['Check the connection and try again.'],
    })
  }
}
