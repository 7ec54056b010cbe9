import type { FullTap, HookInterceptor } from 'tapable'

export type HookKind =
  | 'sync'
  | 'syncBail'
  | 'syncWaterfall'
  | 'asyncSeries'
  | 'asyncSeriesBail'
  | 'asyncSeriesWaterfall'
  | 'asyncParallel'

type CompileOptions = {
  taps: FullTap[]
  // biome-ignore lint/suspicious/noExplicitAny: tapable's interceptor type is generic over the hook's own arguments
  interceptors: HookInterceptor<any, any, any>[]
  type: 'sync' | 'async' | 'promise'
}
type AnyFunction = (...args: unknown[]) => unknown

/**
 * tapable compiles each hook's caller with `new Function`, which a page with a strict Content-Security-Policy
 * (no 'unsafe-eval') forbids. This returns a `compile` that builds the same caller as a closure instead: taps run
 * in tapable's order with tapable's bail, waterfall and interceptor semantics, and no code is generated.
 */
export function interpretHook(kind: HookKind) {
  return function compile({ taps, interceptors, type }: CompileOptions): AnyFunction {
    const run = isSyncKind(kind)
      ? (args: unknown[]) => runSync(kind, taps, interceptors, args)
      : (args: unknown[]) => runAsync(kind, taps, interceptors, args)
    if (type === 'sync') return (...args) => run(args)
    if (type === 'promise') return (...args) => Promise.resolve().then(() => run(args))
    return (...args) => {
      const callback = args.pop() as (error: unknown, result?: unknown) => void
      Promise.resolve()
        .then(() => run(args))
        .then(
          (result) => callback(null, result),
          (error) => callback(error),
        )
    }
  }
}

function isSyncKind(kind: HookKind) {
  return kind === 'sync' || kind === 'syncBail' || kind === 'syncWaterfall'
}

function runSync(
  kind: HookKind,
  taps: FullTap[],
  interceptors: CompileOptions['interceptors'],
  args: unknown[],
): unknown {
  for (const interceptor of interceptors) interceptor.call?.(...args)
  try {
    for (const tap of taps) {
      for (const interceptor of interceptors) interceptor.tap?.(tap)
      const result = (tap.fn as AnyFunction)(...args)
      if (result === undefined) continue
      if (kind === 'syncWaterfall') args[0] = result
      else if (kind === 'syncBail') {
        for (const interceptor of interceptors) interceptor.result?.(result)
        return result
      }
    }
  } catch (error) {
    for (const interceptor of interceptors) interceptor.error?.(error as Error)
    throw error
  }
  return finish(kind, interceptors, args)
}

async function runAsync(
  kind: HookKind,
  taps: FullTap[],
  interceptors: CompileOptions['interceptors'],
  args: unknown[],
): Promise<unknown> {
  for (const interceptor of interceptors) interceptor.call?.(...args)
  try {
    if (kind === 'asyncParallel') {
      await Promise.all(
        taps.map((tap) => {
          for (const interceptor of interceptors) interceptor.tap?.(tap)
          return callTap(tap, args)
        }),
      )
      return finish(kind, interceptors, args)
    }
    for (const tap of taps) {
      for (const interceptor of interceptors) interceptor.tap?.(tap)
      const result = await callTap(tap, args)
      if (result === undefined) continue
      if (kind === 'asyncSeriesWaterfall') args[0] = result
      else if (kind === 'asyncSeriesBail') {
        for (const interceptor of interceptors) interceptor.result?.(result)
        return result
      }
    }
  } catch (error) {
    for (const interceptor of interceptors) interceptor.error?.(error as Error)
    throw error
  }
  return finish(kind, interceptors, args)
}

function finish(kind: HookKind, interceptors: CompileOptions['interceptors'], args: unknown[]) {
  const isWaterfall = kind === 'syncWaterfall' || kind === 'asyncSeriesWaterfall'
  if (isWaterfall) for (const interceptor of interceptors) interceptor.result?.(args[0])
  for (const interceptor of interceptors) interceptor.done?.()
  return isWaterfall ? args[0] : undefined
}

function callTap(tap: FullTap, args: unknown[]): Promise<unknown> {
  const fn = tap.fn as AnyFunction
  if (tap.type === 'async') {
    return new Promise((resolve, reject) => {
      fn(...args, (error: unknown, result?: unknown) => (error ? reject(error) : resolve(result)))
    })
  }
  return Promise.resolve(fn(...args))
}
