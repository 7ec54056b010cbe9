// @foyer/plugin-swaps: token swaps, headless (no React). The views: `@foyer/plugin-swaps/react`.
export { computeSwapDetails, type SwapDetails } from '../computeSwapDetails.js'
export { executeSwap } from '../executeSwap.js'
export { initializeSwap } from '../initializeSwap.js'
export { requestSwapQuote, selectSwapToken, switchSwapTokens } from '../requestSwapQuote.js'
export {
  initialSwapsState,
  type SwapsContext,
  type SwapsPlugin,
  type SwapsState,
  type SwapTokenEntry,
  swaps,
} from '../swaps.js'
