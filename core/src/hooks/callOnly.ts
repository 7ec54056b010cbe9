import type { KernelHooks } from './createKernelHooks.js'

type CallOnly<H> = Pick<H, Extract<keyof H, H extends { tapPromise: unknown } ? 'promise' : 'call'>>

export type CallOnlyHooks = { readonly [K in keyof KernelHooks]: CallOnly<KernelHooks[K]> }

type RawHook = { call?: (...args: unknown[]) => unknown; promise: (...args: unknown[]) => Promise<unknown> }

/**
 * The hooks as the kernel's actions use them: call only. Nothing here can tap, intercept or reach the tap list, so
 * handing the kernel (and its `_internal`) to a plugin does not hand out a way to rewrite another party's taps.
 */
export function callOnly(hooks: KernelHooks): CallOnlyHooks {
  const view: Record<string, unknown> = {}
  for (const [key, hook] of Object.entries(hooks) as [string, RawHook][]) {
    view[key] = Object.freeze({
      call: (...args: unknown[]) => hook.call?.(...args),
      promise: (...args: unknown[]) => hook.promise(...args),
    })
  }
  return Object.freeze(view) as unknown as CallOnlyHooks
}
