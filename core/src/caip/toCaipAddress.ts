import { InvalidCaipAddressError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipAddress, CaipNetworkId } from './types.js'

export type ToCaipAddressErrorType = InvalidCaipAddressError

/** Joins a CAIP-2 network id and an address into a CAIP-10 address, checking both parts. */
export function toCaipAddress<namespace extends ChainNamespace>(
  caipNetworkId: CaipNetworkId<namespace>,
  address: string,
): CaipAddress<namespace> {
  const { caipNetworkId: networkId } = parseCaipNetworkId(caipNetworkId)
  const value = `${networkId}:${address}`
  if (typeof address !== 'string' || address.length === 0) {
    throw new InvalidCaipAddressError({ value, reason: 'the address is empty' })
  }
  if (address.includes(':')) throw new InvalidCaipAddressError({ value, reason: 'the address contains ":"' })
  return value as CaipAddress<namespace>
}
