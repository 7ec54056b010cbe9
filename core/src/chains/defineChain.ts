import { deepFreeze } from '../utils/deepFreeze.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** The multicall3 contract, deployed at the same address on every EVM chain Foyer defines. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

/**
 * Checks a network against `CaipNetwork`, keeps its literal types and freezes it deeply: a network object is shared
 * by every module that imports it, so none (a plugin, say) can point another's RPC or explorer elsewhere.
 */
export function defineChain<const chain extends CaipNetwork>(chain: chain): chain {
  return deepFreeze(chain)
}
