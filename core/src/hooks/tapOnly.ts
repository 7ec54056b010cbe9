import type { KernelHooks } from './createKernelHooks.js'
import type { RpcRequest, RpcVeto } from './hookTypes.js'
import { toRpcVeto } from './toRpcVeto.js'

/** Where a tap goes: a name, optionally a `stage` (lower runs first) or the names it must run `before`. */
export type TapOptions = string | { name: string; stage?: number; before?: string }

type Tapper<H> = H extends { tap(options: never, fn: infer F): void }
  ? (options: TapOptions, fn: F) => void
  : never
type AsyncTapper<H, M extends 'tapAsync' | 'tapPromise'> =
  H extends Record<M, (options: never, fn: infer F) => void> ? (options: TapOptions, fn: F) => void : never

type TapOnly<H> = {
  readonly name: string | undefined
  readonly tap: Tapper<H>
  readonly isUsed: () => boolean
} & (H extends { tapPromise: unknown }
  ? { readonly tapAsync: AsyncTapper<H, 'tapAsync'>; readonly tapPromise: AsyncTapper<H, 'tapPromise'> }
  : unknown)

type RpcVetoAnswer = RpcVeto | undefined
/** `shouldAllowRpcRequest` as plugins see it: a tap answers `false` or `{ reason }` to veto, anything else abstains. */
export type RpcVetoHook = {
  readonly name: string | undefined
  readonly tap: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => RpcVetoAnswer) => void
  readonly tapPromise: (
    options: TapOptions,
    fn: (request: Readonly<RpcRequest>) => Promise<RpcVetoAnswer>,
  ) => void
  readonly isUsed: () => boolean
}

export type TapOnlyHooks = {
  readonly [K in keyof KernelHooks]: K extends 'shouldAllowRpcRequest' ? RpcVetoHook : TapOnly<KernelHooks[K]>
}

type RawHook = {
  name: string | undefined
  tap(options: object, fn: unknown): void
  tapAsync(options: object, fn: unknown): void
  tapPromise(options: object, fn: unknown): void
  isUsed(): boolean
}

/**
 * The hooks as hosts and plugins see them: tap only. No `call`, no `intercept` (a `register` interceptor could
 * rewrite every other tap), no access to the tap list. Options are copied field by field, so a `fn` or `type`
 * smuggled into them cannot replace the function being tapped.
 */
export function tapOnly(hooks: KernelHooks): TapOnlyHooks {
  const view: Record<string, unknown> = {}
  for (const [key, hook] of Object.entries(hooks) as [string, RawHook][]) {
    const tapper = (method: 'tap' | 'tapAsync' | 'tapPromise') => (options: TapOptions, fn: unknown) => {
      if (typeof fn !== 'function') throw new TypeError(`${key}.${method}: expected a function`)
      hook[method](tapOptions(options), fn)
    }
    view[key] = Object.freeze({
      name: hook.name,
      tap: tapper('tap'),
      // tapable's sync hooks throw on these; the types leave them out there.
      tapAsync: tapper('tapAsync'),
      tapPromise: tapper('tapPromise'),
      isUsed: () => hook.isUsed(),
    })
  }
  view.shouldAllowRpcRequest = vetoHook(hooks.shouldAllowRpcRequest)
  return Object.freeze(view) as TapOnlyHooks
}

/** Each plugin's answer is normalised and reported; a tap can neither return early for the others nor unsay a veto. */
function vetoHook(hook: KernelHooks['shouldAllowRpcRequest']): RpcVetoHook {
  return Object.freeze({
    name: hook.name,
    tap(options: TapOptions, fn: (request: Readonly<RpcRequest>) => unknown) {
      if (typeof fn !== 'function') throw new TypeError('shouldAllowRpcRequest.tap: expected a function')
      hook.tap(tapOptions(options), (request, report) => report(toRpcVeto(fn(request))))
    },
    tapPromise(options: TapOptions, fn: (request: Readonly<RpcRequest>) => Promise<unknown>) {
      if (typeof fn !== 'function')
        throw new TypeError('shouldAllowRpcRequest.tapPromise: expected a function')
      hook.tapPromise(tapOptions(options), async (request, report) => report(toRpcVeto(await fn(request))))
    },
    isUsed: () => hook.isUsed(),
  })
}

function tapOptions(options: TapOptions): { name: string; stage?: number; before?: string } {
  if (typeof options === 'string') return { name: options }
  const { name, stage, before } = options
  if (typeof name !== 'string') throw new TypeError('A tap needs a name')
  return {
    name,
    ...(typeof stage === 'number' ? { stage } : {}),
    ...(typeof before === 'string' ? { before } : {}),
  }
}
