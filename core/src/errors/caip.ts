import { BaseError } from './BaseError.js'

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  readonly value: unknown
  constructor({ value, reason }: { value: unknown; reason: string }) {
    super(`Invalid CAIP-2 network id ${describe(value)}: ${reason}.`, {
      metaMessages: ['A CAIP-2 network id is "<namespace>:<reference>", for example "eip155:1".'],
      docsPath: '/reference/caip',
    })
    this.value = value
  }
}

export type InvalidCaipAddressErrorType = InvalidCaipAddressError
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  readonly value: unknown
  constructor({ value, reason }: { value: unknown; reason: string }) {
    super(`Invalid CAIP-10 address ${describe(value)}: ${reason}.`, {
      metaMessages: [
        'A CAIP-10 address is "<namespace>:<reference>:<address>", for example "eip155:1:0xab16…".',
      ],
      docsPath: '/reference/caip',
    })
    this.value = value
  }
}

export type UnknownChainNamespaceErrorType = UnknownChainNamespaceError
export class UnknownChainNamespaceError extends BaseError {
  override name = 'UnknownChainNamespaceError'
  readonly namespace: unknown
  constructor({ namespace }: { namespace: unknown }) {
    super(`Unknown chain namespace ${describe(namespace)}.`, {
      metaMessages: ['Supported namespaces: eip155, solana, polkadot, bip122.'],
    })
    this.namespace = namespace
  }
}

/** SPEC.md §8 'CaipNetwork not found'. */
export type CaipNetworkNotFoundErrorType = CaipNetworkNotFoundError
export class CaipNetworkNotFoundError extends BaseError {
  override name = 'CaipNetworkNotFoundError'
  constructor({ caipNetworkId }: { caipNetworkId?: string | number } = {}) {
    super('CaipNetwork not found', {
      ...(caipNetworkId === undefined ? {} : { details: `No network matches ${describe(caipNetworkId)}.` }),
    })
  }
}

/** SPEC.md §8 'Network not found'. */
export type NetworkNotFoundErrorType = NetworkNotFoundError
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ network }: { network?: string | number } = {}) {
    super('Network not found', {
      ...(network === undefined ? {} : { details: `No network matches ${describe(network)}.` }),
    })
  }
}

/** SPEC.md §8 'Unsupported chain'. */
export type UnsupportedChainErrorType = UnsupportedChainError
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ chainId, cause }: { chainId?: string | number; cause?: unknown } = {}) {
    super('Unsupported chain', {
      cause,
      ...(chainId === undefined || cause !== undefined
        ? {}
        : { details: `Chain ${describe(chainId)} is not configured.` }),
    })
  }
}

/** SPEC.md §8 'Chain is not supported', when adding a chain to a wallet fails. */
export type ChainNotSupportedErrorType = ChainNotSupportedError
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Chain is not supported', { cause })
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  return `of type ${typeof value}`
}
