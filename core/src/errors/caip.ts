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

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  return `of type ${typeof value}`
}
