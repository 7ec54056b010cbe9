import { BaseError } from './BaseError.js'

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
