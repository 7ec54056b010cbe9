// @foyer/plugin-swaps/react: token swaps with their React views.

export { type SwapsReactPlugin, swaps } from '../react/swaps.js'
export type { SwapsOptions, SwapsPlugin, SwapsState, SwapTokenEntry, SwapTransaction } from '../swaps.js'
