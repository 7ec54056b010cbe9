import type { ReactPlugin } from '@foyer/react'
import { type SwapsOptions, type SwapsPlugin, swaps as swapsHeadless } from '../swaps.js'

export type SwapsReactPlugin = SwapsPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadSwapView = () => import('./SwapView.js')
const loadSelectTokenView = () => import('./SwapSelectTokenView.js')

/** Swaps with their views, loaded the first time one opens. */
export function swaps(options?: SwapsOptions): SwapsReactPlugin {
  return {
    ...swapsHeadless(options),
    viewLoaders: { Swap: loadSwapView, SwapSelectToken: loadSelectTokenView },
  }
}
