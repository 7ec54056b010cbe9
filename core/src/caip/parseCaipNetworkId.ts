import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { type ChainNamespace, isChainNamespace, registeredChainNamespaces } from './chainNamespaces.js'
import type { CaipNetworkId } from './types.js'

export type ParseCaipNetworkIdReturnType = {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference: `1` for `eip155:1`, the genesis hash prefix for Solana and Bitcoin. */
  chainId: string
  caipNetworkId: CaipNetworkId
}

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/** Parses a CAIP-2 id: exactly two non-empty colon-separated parts, a known namespace first. */
export function parseCaipNetworkId(value: unknown): ParseCaipNetworkIdReturnType {
  if (typeof value !== 'string') throw new InvalidCaipNetworkIdError({ value, reason: 'expected a string' })
  const parts = value.split(':')
  if (parts.length !== 2) {
    throw new InvalidCaipNetworkIdError({
      value,
      reason: `expected 2 colon-separated parts, got ${parts.length}`,
    })
  }
  const [namespace = '', reference = ''] = parts
  if (!namespace || !reference) throw new InvalidCaipNetworkIdError({ value, reason: 'a part is empty' })
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError({ value, reason: `unknown namespace "${namespace}"` })
  }
  if (registeredChainNamespaces.get(namespace)?.definition.isReference(reference) === false) {
    throw new InvalidCaipNetworkIdError({ value, reason: `"${reference}" is not a ${namespace} reference` })
  }
  return { chainNamespace: namespace, chainId: reference, caipNetworkId: `${namespace}:${reference}` }
}
