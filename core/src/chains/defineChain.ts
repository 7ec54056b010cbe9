import type { CaipNetwork } from './CaipNetwork.js'

/** Identity helper: checks a network against `CaipNetwork` and keeps its literal types. */
export function defineChain<const chain extends CaipNetwork>(chain: chain): chain {
  return chain
}
