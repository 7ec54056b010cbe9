import { BaseError } from './BaseError.js'

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ network }: { network: string | number }) {
    super('CaipNetwork not found', {
      details: `The network "${network}" is not among the configured networks.`,
    })
  }
}

export class LastNetworkError extends BaseError {
  override name = 'LastNetworkError'
  constructor({ namespace }: { namespace: string }) {
    super('The last network of a namespace cannot be removed.', {
      details: `The ${namespace} namespace must keep at least one network.`,
      docsPath: '/options#networks',
    })
  }
}

export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ chainId }: { chainId: string | number }) {
    super('Unsupported chain', {
      details: `The wallet is on chain ${chainId}, which this app does not support.`,
    })
  }
}

export class SwitchNetworkError extends BaseError {
  override name = 'SwitchNetworkError'
  constructor({ cause, network }: { cause?: unknown; network: string }) {
    super('Chain is not supported', { cause, details: `Switching to ${network} failed.` })
  }
}
