import type { CaipNetwork, ChainNamespace } from '@foyer/core'

/** AppKit's name for a network an app defines itself: a `CaipNetwork` of one namespace. */
export type CustomCaipNetwork<namespace extends ChainNamespace = ChainNamespace> = CaipNetwork<namespace>

/**
 * AppKit's helper for a network object written out by hand: the `CaipNetwork` of the namespace its
 * `chainNamespace` names (`{ …, chainNamespace: 'solana' } as InferredCaipNetwork<typeof network>`).
 */
export type InferredCaipNetwork<network extends { chainNamespace: string } = { chainNamespace: string }> =
  network extends { chainNamespace: infer namespace extends ChainNamespace }
    ? CustomCaipNetwork<namespace>
    : CustomCaipNetwork
