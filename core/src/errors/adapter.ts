import { BaseError } from './BaseError.js'

/** Error codes wallets answer with (SPEC.md §8), as found on an EIP-1193 error's `code`. */
export const walletErrorCodes = {
  /** The wallet does not know the requested chain; add it (`wallet_addEthereumChain`) and retry. */
  unrecognizedChainId: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const

export type WalletErrorCode = (typeof walletErrorCodes)[keyof typeof walletErrorCodes]

export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor({ namespace }: { namespace: string }) {
    super('Adapter not found', { details: `No adapter is registered for the ${namespace} namespace.` })
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor({ connectorId }: { connectorId: string }) {
    super(connectorId === 'walletConnect' ? 'WalletConnectConnector not found' : 'Connector not found', {
      details: `No connector with id "${connectorId}" was found.`,
    })
  }
}

export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to disconnect', { cause })
  }
}

export class UnknownError extends BaseError {
  override name = 'UnknownError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Unknown error', { cause })
  }
}

export type WalletRequestErrorParameters = {
  method: string
  /** What the wallet threw; its first message line becomes the short message. */
  cause: unknown
  /** The wallet's error code; default the `code` the cause carries. */
  code?: number | undefined
  namespace?: string | undefined
  /** The link the request went over, named in the details (e.g. `WalletConnect`). */
  via?: string | undefined
}

/** A wallet answered a request with an error; `code` is the wallet's when it gave one. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  readonly code: number | undefined
  readonly method: string
  readonly namespace: string | undefined
  constructor({ method, cause, code, namespace, via }: WalletRequestErrorParameters) {
    super(firstMessageLine(cause) ?? 'An error occurred', {
      cause,
      details: `The wallet failed "${method}"${via ? ` over ${via}` : ''}.`,
    })
    this.code = code ?? ownCode(cause)
    this.method = method
    this.namespace = namespace
  }
}

function firstMessageLine(cause: unknown): string | undefined {
  const message = (cause as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message ? message.split('\n')[0] : undefined
}

function ownCode(cause: unknown): number | undefined {
  const code = (cause as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : undefined
}

/** SPEC.md §8 'NetworkController client not set': no adapter is there to move the wallet between networks. */
export class NetworkClientNotSetError extends BaseError {
  override name = 'NetworkClientNotSetError'
  constructor({ namespace }: { namespace?: string } = {}) {
    super('NetworkController client not set', {
      ...(namespace === undefined ? {} : { details: `No adapter switches networks for ${namespace}.` }),
    })
  }
}

/** SPEC.md §8 'ConnectionController client not set': no adapter is there to connect or sign. */
export class ConnectionClientNotSetError extends BaseError {
  override name = 'ConnectionClientNotSetError'
  constructor({ namespace }: { namespace?: string } = {}) {
    super('ConnectionController client not set', {
      ...(namespace === undefined ? {} : { details: `No adapter connects wallets for ${namespace}.` }),
    })
  }
}

/** SPEC.md §8 'Address or auth connector not found': a wallet connected but shared no account. */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor({ connectorId }: { connectorId?: string } = {}) {
    super('Address or auth connector not found', {
      ...(connectorId === undefined ? {} : { details: `"${connectorId}" returned no account.` }),
    })
  }
}
