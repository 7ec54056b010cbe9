import { InvalidCaipAddressError } from '../errors/caip.js'
import { type ChainNamespace, isChainNamespace, registeredChainNamespaces } from './chainNamespaces.js'
import type { CaipAddress, CaipNetworkId } from './types.js'

export type ParseCaipAddressReturnType = {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
}

export type ParseCaipAddressErrorType = InvalidCaipAddressError

/** Parses a CAIP-10 id: exactly three non-empty colon-separated parts, a known namespace first. */
export function parseCaipAddress(value: unknown): ParseCaipAddressReturnType {
  if (typeof value !== 'string') throw new InvalidCaipAddressError({ value, reason: 'expected a string' })
  const parts = value.split(':')
  if (parts.length !== 3) {
    throw new InvalidCaipAddressError({
      value,
      reason: `expected 3 colon-separated parts, got ${parts.length}`,
    })
  }
  const [namespace = '', chainId = '', address = ''] = parts
  if (!namespace || !chainId || !address)
    throw new InvalidCaipAddressError({ value, reason: 'a part is empty' })
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError({ value, reason: `unknown namespace "${namespace}"` })
  }
  const definition = registeredChainNamespaces.get(namespace)?.definition
  if (definition && !definition.isReference(chainId))
    throw new InvalidCaipAddressError({ value, reason: `"${chainId}" is not a ${namespace} reference` })
  if (definition && !definition.isAddress(address))
    throw new InvalidCaipAddressError({ value, reason: `"${address}" is not a ${namespace} address` })
  return {
    chainNamespace: namespace,
    chainId,
    address,
    caipNetworkId: `${namespace}:${chainId}`,
    caipAddress: `${namespace}:${chainId}:${address}`,
  }
}
