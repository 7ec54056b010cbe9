import { BaseError } from './BaseError.js'

/** SPEC.md §8 'CaipNetwork not found': the network asked for is not among the configured ones. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ network }: { network?: string | number } = {}) {
    super('CaipNetwork not found', {
      ...(network === undefined
        ? {}
        : { details: `The network "${network}" is not among the configured networks.` }),
    })
  }
}

/** SPEC.md §8 'Network not found': an operation needs the active network of a namespace and there is none. */
export class ActiveNetworkNotFoundError extends BaseError {
  override name = 'ActiveNetworkNotFoundError'
  constructor({ namespace }: { namespace?: string } = {}) {
    super('Network not found', {
      ...(namespace === undefined ? {} : { details: `The ${namespace} namespace has no active network.` }),
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

/** SPEC.md §8 'Unsupported chain': the wallet is on a chain the app does not configure. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ chainId, cause }: { chainId?: string | number; cause?: unknown } = {}) {
    super('Unsupported chain', {
      cause,
      ...(chainId === undefined
        ? {}
        : { details: `The wallet is on chain ${chainId}, which this app does not support.` }),
    })
  }
}

/** SPEC.md §8 'Chain is not supported': moving the wallet to a network failed (adding the chain included). */
export class SwitchNetworkError extends BaseError {
  override name = 'SwitchNetworkError'
  constructor({ cause, network }: { cause?: unknown; network?: string } = {}) {
    super('Chain is not supported', {
      cause,
      ...(network === undefined ? {} : { details: `Switching to ${network} failed.` }),
    })
  }
}
