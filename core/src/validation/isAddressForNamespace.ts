import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'

const addressCheckers = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
  bip122: isBitcoinAddress,
  polkadot: isPolkadotAddress,
} as const satisfies { [namespace in ChainNamespace]: (value: unknown) => value is string }

/** Whether `address` has the address format of `namespace`; unknown namespaces give false. */
export function isAddressForNamespace(address: unknown, namespace: ChainNamespace | (string & {})): boolean {
  if (!Object.hasOwn(addressCheckers, namespace)) return false
  return addressCheckers[namespace as ChainNamespace](address)
}
