import type { KernelHooks } from './createKernelHooks.js'
import type { RpcRequest, RpcVeto } from './hookTypes.js'

type TapMethods = 'tap' | 'tapAsync' | 'tapPromise' | 'intercept' | 'isUsed' | 'name'
type TapOnly<H> = Pick<H, Extract<keyof H, TapMethods>>

export type TapOnlyHooks = { readonly [K in keyof KernelHooks]: TapOnly<KernelHooks[K]> }

type TapOptions = string | { name: string; stage?: number; before?: string }
type AnyHook = {
  name: string | undefined
  tap: (...args: never[]) => void
  tapAsync: (...args: never[]) => void
  tapPromise: (...args: never[]) => void
  intercept: (...args: never[]) => void
  isUsed: () => boolean
}
type VetoTap = (request: RpcRequest) => RpcVeto | undefined | Promise<RpcVeto | undefined>

/**
 * The hooks as plugins see them: they can tap and intercept, never call. Taps of `shouldAllowRpcRequest` are
 * wrapped so that only a veto leaves them: a tap returning `true` (or anything else) cannot end the bail early and
 * skip a later plugin's veto.
 */
export function tapOnly(hooks: KernelHooks): TapOnlyHooks {
  const view = {} as Record<string, unknown>
  for (const [key, hook] of Object.entries(hooks) as [string, AnyHook][]) {
    view[key] = Object.freeze({
      name: hook.name,
      tap: hook.tap.bind(hook),
      tapAsync: hook.tapAsync.bind(hook),
      tapPromise: hook.tapPromise.bind(hook),
      intercept: hook.intercept.bind(hook),
      isUsed: hook.isUsed.bind(hook),
    })
  }
  const veto = hooks.shouldAllowRpcRequest
  view.shouldAllowRpcRequest = Object.freeze({
    name: veto.name,
    tap: (options: TapOptions, fn: VetoTap) =>
      veto.tap(options, (request) => onlyVeto(fn(request) as RpcVeto)),
    tapPromise: (options: TapOptions, fn: VetoTap) =>
      veto.tapPromise(options, async (request) => onlyVeto(await fn(request))),
    tapAsync: () => {
      throw new TypeError('shouldAllowRpcRequest: use tap or tapPromise')
    },
    intercept: veto.intercept.bind(veto),
    isUsed: veto.isUsed.bind(veto),
  })
  return Object.freeze(view) as unknown as TapOnlyHooks
}

function onlyVeto(answer: unknown): RpcVeto | undefined {
  if (answer === false) return false
  if (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { reason?: unknown }).reason === 'string'
  ) {
    return { reason: (answer as { reason: string }).reason }
  }
  return undefined
}
