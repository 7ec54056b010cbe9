import { pluginHookTimeoutMs } from '../constants/timings.js'
import { PluginHookError } from '../errors/plugin.js'
import type { TapOptions } from '../hooks/tapOnly.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { PluginHooks } from './FoyerPlugin.js'

type Fn = (...args: unknown[]) => unknown
type RawTapOnly = {
  name: string | undefined
  tap(options: TapOptions, fn: Fn): void
  tapPromise?: ((options: TapOptions, fn: Fn) => void) | undefined
  isUsed(): boolean
}

const asyncHooks = new Set(['beforeOpen', 'afterConnect', 'disconnect'])

/** What a skipped tap answers: a waterfall passes its value on, every other hook gets no answer (no veto, no bail). */
const passThrough: Record<string, (args: unknown[]) => unknown> = {
  views: (args) => args[0],
  beforeOpen: (args) => args[0],
}

/** Reports a plugin's failure on the kernel's `error` event; a listener that throws on it cannot loop back here. */
export function reportPluginFailure(kernel: Kernel, error: PluginHookError): void {
  try {
    kernel.events.emit('error', { error })
  } catch {}
}

/** Runs `run` and settles with its answer, or rejects once `timeoutMs` passes first. */
export function withinTime<T>(
  run: () => T | Promise<T>,
  timeoutMs: number,
  onTimeout: () => unknown,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), timeoutMs)
    Promise.resolve()
      .then(run)
      .then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
  })
}

/**
 * The hooks as one plugin taps them: each tap of `views`, `beforeOpen`, `shouldClose`, `close`, `afterConnect` and
 * `disconnect` that throws, rejects or has not settled after `pluginHookTimeoutMs` is reported (naming the plugin)
 * and skipped, so the modal still opens and closes and the user still connects and disconnects. The RPC guard's
 * hooks keep their own rule: a failing veto tap fails closed. `isFailed` turns the plugin's taps off (a `setup` that
 * threw).
 */
export function isolatePluginHooks(kernel: Kernel, plugin: string, isFailed: () => boolean): PluginHooks {
  const view: Record<string, unknown> = {}
  for (const name of ['views', 'beforeOpen', 'shouldClose', 'close', 'afterConnect', 'disconnect'] as const) {
    const raw = kernel.hooks[name] as unknown as RawTapOnly
    const hook: RawTapOnly = asyncHooks.has(name) ? raw : { ...raw, tapPromise: undefined }
    const skip = passThrough[name] ?? (() => undefined)
    const fail = (args: unknown[], cause: unknown, timeoutMs?: number) => {
      reportPluginFailure(
        kernel,
        new PluginHookError({ plugin, hook: name, cause, ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
      )
      return skip(args)
    }
    const guardSync =
      (fn: Fn): Fn =>
      (...args) => {
        if (isFailed()) return skip(args)
        try {
          return fn(...args)
        } catch (cause) {
          return fail(args, cause)
        }
      }
    const guardAsync =
      (run: (args: unknown[]) => unknown): Fn =>
      (...args) => {
        if (isFailed()) return Promise.resolve(skip(args))
        let timedOut = false
        return withinTime(
          () => run(args),
          pluginHookTimeoutMs,
          () => {
            timedOut = true
          },
        ).catch((cause: unknown) =>
          timedOut ? fail(args, undefined, pluginHookTimeoutMs) : fail(args, cause),
        )
      }
    const tapFunction = (method: string, fn: unknown): Fn => {
      if (typeof fn !== 'function') throw new TypeError(`${plugin}: ${name}.${method}: expected a function`)
      return fn as Fn
    }
    const entry: Record<string, unknown> = {
      get name() {
        return hook.name
      },
      isUsed: () => hook.isUsed(),
      tap: (options: TapOptions, fn: unknown) => {
        const tapped = tapFunction('tap', fn)
        // On an async hook a plain `tap` may still hand back a promise: it is bounded like `tapPromise`.
        if (hook.tapPromise)
          hook.tapPromise(
            options,
            guardAsync((args) => tapped(...args)),
          )
        else hook.tap(options, guardSync(tapped))
      },
    }
    if (hook.tapPromise) {
      const tapPromise = hook.tapPromise.bind(hook)
      entry.tapPromise = (options: TapOptions, fn: unknown) => {
        const tapped = tapFunction('tapPromise', fn)
        tapPromise(
          options,
          guardAsync((args) => tapped(...args)),
        )
      }
      entry.tapAsync = (options: TapOptions, fn: unknown) => {
        const tapped = tapFunction('tapAsync', fn)
        tapPromise(
          options,
          guardAsync(
            (args) =>
              new Promise((resolve, reject) => {
                tapped(...args, (error: unknown, result: unknown) =>
                  error ? reject(error) : resolve(result),
                )
              }),
          ),
        )
      }
    }
    view[name] = Object.freeze(entry)
  }
  view.shouldAllowRpcRequest = kernel.hooks.shouldAllowRpcRequest
  view.rpcRequest = kernel.hooks.rpcRequest
  return Object.freeze(view) as unknown as PluginHooks
}
