export type HookKind =
  | 'sync'
  | 'syncBail'
  | 'syncWaterfall'
  | 'asyncSeries'
  | 'asyncSeriesBail'
  | 'asyncSeriesWaterfall'
  | 'asyncParallel'

/** Where a tap goes: a name, optionally a `stage` (lower runs first) or the names it must run `before`. */
export type HookTapOptions = string | { name: string; stage?: number; before?: string | string[] }

type Callback<R> = (error?: Error | null | false, result?: R) => void
type AnyFunction = (...args: unknown[]) => unknown
type Tap = {
  name: string
  stage: number
  before: Set<string>
  type: 'sync' | 'async' | 'promise'
  fn: AnyFunction
}

type HookBase = { readonly name: string | undefined; isUsed(): boolean }

export type SyncHook<T extends unknown[], R = void> = HookBase & {
  tap(options: HookTapOptions, fn: (...args: T) => R): void
  call(...args: T): R
  promise(...args: T): Promise<R>
}

export type AsyncHook<T extends unknown[], R = void> = HookBase & {
  tap(options: HookTapOptions, fn: (...args: T) => R): void
  tapAsync(options: HookTapOptions, fn: (...args: [...T, Callback<R>]) => void): void
  tapPromise(options: HookTapOptions, fn: (...args: T) => Promise<R>): void
  promise(...args: T): Promise<R>
  callAsync(...args: [...T, Callback<R>]): void
}

/**
 * A lifecycle point taps attach to, with tapable's registration rules (taps run in registration order, a lower
 * `stage` first, `before` puts a tap ahead of the named ones) and its call semantics (a bail hook stops at the first
 * answer that is not undefined, a waterfall passes each answer on as the first argument, a parallel hook runs every
 * tap at once). Generates no code, so it runs under a Content-Security-Policy without 'unsafe-eval'.
 */
function createHook(
  kind: HookKind,
  name: string,
): SyncHook<unknown[], unknown> & AsyncHook<unknown[], unknown> {
  const taps: Tap[] = []
  const isSync = kind === 'sync' || kind === 'syncBail' || kind === 'syncWaterfall'
  const add = (type: Tap['type'], options: HookTapOptions, fn: AnyFunction) => {
    if (isSync && type !== 'sync') throw new TypeError(`${name}: ${type} taps are for async hooks`)
    const { name: tapName, stage = 0, before } = typeof options === 'string' ? { name: options } : options
    if (typeof tapName !== 'string' || !tapName) throw new TypeError(`${name}: a tap needs a name`)
    if (typeof fn !== 'function') throw new TypeError(`${name}: a tap needs a function`)
    insert(taps, {
      name: tapName,
      stage,
      before: new Set(before === undefined ? [] : [before].flat()),
      type,
      fn,
    })
  }
  const run = isSync
    ? (args: unknown[]) => runSync(kind, taps.slice(), args)
    : (args: unknown[]) => runAsync(kind, taps.slice(), args)
  return {
    name,
    isUsed: () => taps.length > 0,
    tap: (options, fn) => add('sync', options, fn as AnyFunction),
    tapAsync: (options, fn) => add('async', options, fn as AnyFunction),
    tapPromise: (options, fn) => add('promise', options, fn as AnyFunction),
    call: (...args) => {
      if (!isSync) throw new TypeError(`${name}: an async hook is called with promise()`)
      return run(args)
    },
    promise: (...args) => Promise.resolve().then(() => run(args)),
    callAsync: (...args) => {
      const callback = args.pop() as Callback<unknown>
      Promise.resolve()
        .then(() => run(args))
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        )
    },
  }
}

/** Puts `tap` after every tap of its stage or a lower one, unless `before` names a tap that comes first. */
function insert(taps: Tap[], tap: Tap): void {
  const pending = new Set(tap.before)
  let index = taps.length
  while (index > 0) {
    const previous = taps[index - 1] as Tap
    if (pending.size > 0) {
      pending.delete(previous.name)
      index--
      continue
    }
    if (previous.stage <= tap.stage) break
    index--
  }
  taps.splice(index, 0, tap)
}

function runSync(kind: HookKind, taps: Tap[], args: unknown[]): unknown {
  for (const tap of taps) {
    const result = tap.fn(...args)
    if (result === undefined) continue
    if (kind === 'syncWaterfall') args[0] = result
    else if (kind === 'syncBail') return result
  }
  return kind === 'syncWaterfall' ? args[0] : undefined
}

async function runAsync(kind: HookKind, taps: Tap[], args: unknown[]): Promise<unknown> {
  if (kind === 'asyncParallel') {
    await Promise.all(taps.map((tap) => callTap(tap, args)))
    return undefined
  }
  for (const tap of taps) {
    const result = await callTap(tap, args)
    if (result === undefined) continue
    if (kind === 'asyncSeriesWaterfall') args[0] = result
    else if (kind === 'asyncSeriesBail') return result
  }
  return kind === 'asyncSeriesWaterfall' ? args[0] : undefined
}

function callTap(tap: Tap, args: unknown[]): Promise<unknown> {
  if (tap.type === 'async') {
    return new Promise((resolve, reject) => {
      tap.fn(...args, (error: unknown, result?: unknown) => (error ? reject(error) : resolve(result)))
    })
  }
  return new Promise((resolve) => resolve(tap.fn(...args)))
}

type Names<T extends unknown[]> = { [K in keyof T]: string }

// The argument names document each hook where it is declared (as tapable's constructors take them); calls ignore them.
export const createSyncHook = <T extends unknown[]>(_args: Names<T>, name: string) =>
  createHook('sync', name) as unknown as SyncHook<T>

export const createSyncBailHook = <T extends unknown[], R>(_args: Names<T>, name: string) =>
  createHook('syncBail', name) as unknown as SyncHook<T, R | undefined>

export const createSyncWaterfallHook = <T extends [unknown, ...unknown[]]>(_args: Names<T>, name: string) =>
  createHook('syncWaterfall', name) as unknown as SyncHook<T, T[0]>

export const createAsyncSeriesHook = <T extends unknown[]>(_args: Names<T>, name: string) =>
  createHook('asyncSeries', name) as unknown as AsyncHook<T>

export const createAsyncSeriesBailHook = <T extends unknown[], R>(_args: Names<T>, name: string) =>
  createHook('asyncSeriesBail', name) as unknown as AsyncHook<T, R | undefined>

export const createAsyncSeriesWaterfallHook = <T extends [unknown, ...unknown[]]>(
  _args: Names<T>,
  name: string,
) => createHook('asyncSeriesWaterfall', name) as unknown as AsyncHook<T, T[0]>

export const createAsyncParallelHook = <T extends unknown[]>(_args: Names<T>, name: string) =>
  createHook('asyncParallel', name) as unknown as AsyncHook<T>
