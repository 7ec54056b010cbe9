import { listChainNamespaces } from '../caip/chainNamespaces.js'
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
      metaMessages: [
        `Known namespaces: ${listChainNamespaces().join(', ')}.`,
        'Another namespace is known once an adapter that declares it (`namespaceDefinition`) is installed.',
      ],
    })
    this.namespace = namespace
  }
}

export type InvalidChainNamespaceDefinitionErrorType = InvalidChainNamespaceDefinitionError
/** A namespace definition the kernel refuses: a built-in's, another adapter's, or one that is malformed. */
export class InvalidChainNamespaceDefinitionError extends BaseError {
  override name = 'InvalidChainNamespaceDefinitionError'
  readonly namespace: unknown
  constructor({
    namespace,
    reason,
    adapter,
  }: { namespace: unknown; reason: string; adapter?: string | undefined }) {
    super(
      `${adapter ? `Adapter "${adapter}" cannot register` : 'Cannot register'} the chain namespace ${describe(namespace)}: ${reason}.`,
      {
        metaMessages: [
          "An adapter declares only its own namespace (its `namespace`); the built-in namespaces are the kernel's.",
        ],
      },
    )
    this.namespace = namespace
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  return `of type ${typeof value}`
}
