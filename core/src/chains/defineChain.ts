import { deepFreeze } from '../utils/deepFreeze.js'
import type { CaipNetwork } from './CaipNetwork.js'

/**
 * Checks a network against `CaipNetwork`, keeps its literal types and freezes it deeply: a network object is shared
 * by every module that imports it, so none (a plugin, say) can point another's RPC or explorer elsewhere.
 */
export function defineChain<const chain extends CaipNetwork>(chain: chain): chain {
  return deepFreeze(chain)
}
