import type { ReactPlugin } from '@foyer/react'
import { type SwapsOptions, type SwapsPlugin, swaps as swapsHeadless } from '../swaps.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./swapsMessages.js').then((module) => module.swapsMessages)

export type SwapsReactPlugin = SwapsPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadSwapView = () => import('./SwapView.js')
const loadSelectTokenView = () => import('./SwapSelectTokenView.js')

/** Swaps with their views, loaded the first time one opens. */
export function swaps(options?: SwapsOptions): SwapsReactPlugin {
  return {
    ...swapsHeadless(options),
    messages: loadMessages,
    viewLoaders: { Swap: loadSwapView, SwapSelectToken: loadSelectTokenView },
  }
}
