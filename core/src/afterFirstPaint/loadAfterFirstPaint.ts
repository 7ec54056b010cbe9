import type * as AfterFirstPaint from './afterFirstPaint.js'

export type AfterFirstPaintModule = typeof AfterFirstPaint

let loaded: AfterFirstPaintModule | undefined
let loading: Promise<AfterFirstPaintModule> | undefined

/**
 * The one chunk of the kernel the first paint does not need (`afterFirstPaint.ts`: the RPC guard, network switching,
 * identity lookups, the Wallet API client), loaded once. `createKernel` starts it when the browser is idle; every
 * action that needs it awaits it. A load that fails is tried again by the next caller.
 */
export function loadAfterFirstPaint(): Promise<AfterFirstPaintModule> {
  if (loaded) return Promise.resolve(loaded)
  loading ??= import('./afterFirstPaint.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The chunk once it has loaded, so an action can run in the same tick as before it was split off. */
export function getAfterFirstPaint(): AfterFirstPaintModule | undefined {
  return loaded
}
