import { rpcVetoTimeoutMs } from '../constants/timings.js'
import { RpcVetoFailedError } from '../errors/rpcRejection.js'
import { copyRpcParams } from '../rpc/copyRpcParams.js'
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

/**
 * `rpcRequest` as plugins see it: a tap observes each request on its way to the wallet and may veto it by throwing;
 * whatever it returns is dropped, so it can never answer in place of the adapter.
 */
export type RpcObserverHook = {
  readonly name: string | undefined
  readonly tap: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => unknown) => void
  readonly tapAsync: (
    options: TapOptions,
    fn: (request: Readonly<RpcRequest>, done: (error?: unknown) => void) => void,
  ) => void
  readonly tapPromise: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => Promise<unknown>) => void
  readonly isUsed: () => boolean
}

export type TapOnlyHooks = {
  readonly [K in keyof KernelHooks]: K extends 'shouldAllowRpcRequest'
    ? RpcVetoHook
    : K extends 'rpcRequest'
      ? RpcObserverHook
      : TapOnly<KernelHooks[K]>
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
      // Sync hooks throw on these; the types leave them out there.
      tapAsync: tapper('tapAsync'),
      tapPromise: tapper('tapPromise'),
      isUsed: () => hook.isUsed(),
    })
  }
  view.shouldAllowRpcRequest = vetoHook(hooks.shouldAllowRpcRequest)
  view.rpcRequest = observerHook(hooks.rpcRequest)
  return Object.freeze(view) as TapOnlyHooks
}

/**
 * Each plugin's answer is normalised and reported; a tap can neither return early for the others nor unsay a veto.
 * The check fails closed: a tap that throws, or has not answered after `rpcVetoTimeoutMs`, reports a veto.
 */
function vetoHook(hook: KernelHooks['shouldAllowRpcRequest']): RpcVetoHook {
  const tap = (
    method: 'tap' | 'tapPromise',
    options: TapOptions,
    fn: (request: Readonly<RpcRequest>) => unknown,
  ) => {
    if (typeof fn !== 'function') throw new TypeError(`shouldAllowRpcRequest.${method}: expected a function`)
    const resolved = tapOptions(options)
    hook.tapPromise(resolved, async (request, report) => {
      report(await askVeto(resolved.name, request, fn))
    })
  }
  return Object.freeze({
    name: hook.name,
    tap: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => unknown) => tap('tap', options, fn),
    tapPromise: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => Promise<unknown>) =>
      tap('tapPromise', options, fn),
    isUsed: () => hook.isUsed(),
  })
}

/** One tap's answer as a veto, `undefined` (no opinion) or the error that stands for a veto. */
function askVeto(
  tap: string,
  request: Readonly<RpcRequest>,
  fn: (request: Readonly<RpcRequest>) => unknown,
): Promise<RpcVeto | RpcVetoFailedError | undefined> {
  return runPluginTap(tap, request.method, () => fn(forPlugin(request))).then(
    toRpcVeto,
    (error: RpcVetoFailedError) => error,
  )
}

/**
 * Runs a plugin's guard tap with a bound: it settles with the tap's answer, or fails with `RpcVetoFailedError` when
 * the tap throws or has not answered after `rpcVetoTimeoutMs`.
 */
function runPluginTap(tap: string, method: string, run: () => unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RpcVetoFailedError({ method, tap, timeoutMs: rpcVetoTimeoutMs })),
      rpcVetoTimeoutMs,
    )
    new Promise((answer) => answer(run())).then(
      (answer) => {
        clearTimeout(timer)
        resolve(answer)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new RpcVetoFailedError({ method, tap, cause }))
      },
    )
  })
}

/**
 * Observe-only: the tap's return value is dropped. A tap that throws (or hands its callback an error), or has not
 * settled after `rpcVetoTimeoutMs`, vetoes the request: it fails with `RpcVetoFailedError` naming the tap.
 */
function observerHook(hook: KernelHooks['rpcRequest']): RpcObserverHook {
  const tap = (
    method: 'tap' | 'tapAsync' | 'tapPromise',
    options: TapOptions,
    fn: unknown,
    observe: Observe,
  ) => {
    if (typeof fn !== 'function') throw new TypeError(`rpcRequest.${method}: expected a function`)
    const resolved = tapOptions(options)
    hook.tapPromise(resolved, async (request) => {
      await runPluginTap(resolved.name, request.method, () => observe(forPlugin(request)))
      return undefined
    })
  }
  return Object.freeze({
    name: hook.name,
    tap: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => unknown) =>
      tap('tap', options, fn, (request) => void fn(request)),
    tapAsync: (
      options: TapOptions,
      fn: (request: Readonly<RpcRequest>, done: (error?: unknown) => void) => void,
    ) =>
      tap(
        'tapAsync',
        options,
        fn,
        (request) =>
          new Promise<void>((resolve, reject) =>
            fn(request, (error?: unknown) => (error ? reject(error) : resolve())),
          ),
      ),
    tapPromise: (options: TapOptions, fn: (request: Readonly<RpcRequest>) => Promise<unknown>) =>
      tap('tapPromise', options, fn, async (request) => void (await fn(request))),
    isUsed: () => hook.isUsed(),
  })
}

type Observe = (request: Readonly<RpcRequest>) => void | Promise<void>

/** The request as a plugin gets it: frozen, with its own copy of the parameters, so nothing it does reaches the wallet. */
function forPlugin(request: Readonly<RpcRequest>): Readonly<RpcRequest> {
  return Object.freeze({ ...request, params: copyRpcParams(request.params) })
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
