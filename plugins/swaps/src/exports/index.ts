// @foyer/plugin-swaps: token swaps, headless (no React). The views: `@foyer/plugin-swaps/react`.
export {
  approveSelector,
  checkApproveTransaction,
  checkSwapTransaction,
  exactInputSelector,
  exactInputSingleSelector,
  multicallSelector,
  SwapTransactionMismatchError,
  unwrapWeth9Selector,
} from '../checkSwapTransactions.js'
export { computeSwapDetails, type SwapDetails } from '../computeSwapDetails.js'
export { executeSwap } from '../executeSwap.js'
export { initializeSwap } from '../initializeSwap.js'
export { initialSwapsState } from '../initialSwapsState.js'
export { requestSwapQuote, selectSwapToken, switchSwapTokens } from '../requestSwapQuote.js'
export {
  type SwapsConfig,
  type SwapsContext,
  type SwapsOptions,
  type SwapsPlugin,
  type SwapsState,
  type SwapTokenEntry,
  type SwapTransaction,
  swaps,
} from '../swaps.js'
