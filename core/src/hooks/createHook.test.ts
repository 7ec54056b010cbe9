import * as tapable from 'tapable'
import { describe, expect, it } from 'vitest'
import {
  type AsyncHook,
  createAsyncParallelHook,
  createAsyncSeriesBailHook,
  createAsyncSeriesHook,
  createAsyncSeriesWaterfallHook,
  createSyncBailHook,
  createSyncHook,
  createSyncWaterfallHook,
  type SyncHook,
} from './createHook.js'

type Log = string[]

/** Logs `entry`, then answers `value`: a tap that leaves a trace. */
const logged = <T>(log: Log, entry: string, value: T): T => {
  log.push(entry)
  return value
}

// Each scenario runs on tapable's hooks and on the kernel's own (tapable stays a dev dependency for this): they agree.
describe("the kernel's hooks behave as tapable's", () => {
  it('SyncHook runs every tap in order, honouring stage and before', () => {
    const run = (hook: SyncHook<[string]>) => {
      const log: Log = []
      hook.tap('a', (x) => void log.push(`a:${x}`))
      hook.tap({ name: 'late', stage: 10 }, (x) => void log.push(`late:${x}`))
      hook.tap({ name: 'b', before: 'a' }, (x) => void log.push(`b:${x}`))
      hook.call('1')
      return log
    }
    const expected = run(new tapable.SyncHook<[string]>(['x']))
    expect(run(createSyncHook<[string]>(['x'], 'test'))).toEqual(expected)
    expect(expected).toEqual(['b:1', 'a:1', 'late:1'])
  })

  it('SyncBailHook stops at the first defined result', () => {
    const run = (hook: SyncHook<[number], string | undefined>) => {
      const log: Log = []
      hook.tap('a', () => void log.push('a'))
      hook.tap('b', (n) => logged(log, 'b', n > 0 ? 'positive' : undefined))
      hook.tap('c', () => logged(log, 'c', 'c'))
      return [hook.call(1), hook.call(0), log]
    }
    expect(run(createSyncBailHook<[number], string | undefined>(['n'], 't'))).toEqual(
      run(new tapable.SyncBailHook<[number], string | undefined>(['n'])),
    )
  })

  it('SyncWaterfallHook passes each result on, skipping undefined', () => {
    const run = (hook: SyncHook<[number, string], number>) => {
      hook.tap('double', (n) => n * 2)
      hook.tap('skip', () => undefined as unknown as number)
      hook.tap('add', (n, s) => n + s.length)
      return hook.call(3, 'ab')
    }
    expect(run(createSyncWaterfallHook<[number, string]>(['n', 's'], 't'))).toBe(
      run(new tapable.SyncWaterfallHook<[number, string]>(['n', 's'])),
    )
  })

  it('async series hooks mix sync, callback and promise taps', async () => {
    const run = async (hook: AsyncHook<[Log]>) => {
      const log: Log = []
      hook.tap('sync', (l) => void l.push('sync'))
      hook.tapAsync('callback', (l, done) => setTimeout(() => logged(l, 'callback', done)(), 5))
      hook.tapPromise('promise', async (l) => void l.push('promise'))
      await hook.promise(log)
      await new Promise<void>((resolve, reject) =>
        hook.callAsync(log, (error) => (error ? reject(error) : resolve())),
      )
      return log
    }
    expect(await run(createAsyncSeriesHook<[Log]>(['log'], 't'))).toEqual(
      await run(new tapable.AsyncSeriesHook<[Log]>(['log'])),
    )
  })

  it('AsyncSeriesBailHook bails on the first defined answer', async () => {
    const run = async (hook: AsyncHook<[string], string | undefined>) => {
      const seen: Log = []
      hook.tapPromise('a', async () => logged(seen, 'a', undefined))
      hook.tapPromise('b', async (x) => logged(seen, 'b', x === 'b' ? 'from b' : undefined))
      hook.tap('c', () => logged(seen, 'c', 'from c'))
      return [await hook.promise('b'), await hook.promise('x'), seen]
    }
    expect(await run(createAsyncSeriesBailHook<[string], string | undefined>(['x'], 't'))).toEqual(
      await run(new tapable.AsyncSeriesBailHook<[string], string | undefined>(['x'])),
    )
  })

  it('AsyncSeriesWaterfallHook and AsyncParallelHook', async () => {
    const waterfall = async (hook: AsyncHook<[string], string>) => {
      hook.tapPromise('a', async (s) => `${s}a`)
      hook.tapAsync('b', (s, done) => done(null, `${s}b`))
      return hook.promise('>')
    }
    expect(await waterfall(createAsyncSeriesWaterfallHook<[string]>(['s'], 't'))).toBe(
      await waterfall(new tapable.AsyncSeriesWaterfallHook<[string]>(['s'])),
    )
    const parallel = async (hook: AsyncHook<[Log]>) => {
      const log: Log = []
      hook.tapPromise('slow', (l) => new Promise((r) => setTimeout(() => r(void l.push('slow')), 10)))
      hook.tapPromise('fast', async (l) => void l.push('fast'))
      await hook.promise(log)
      return log
    }
    expect(await parallel(createAsyncParallelHook<[Log]>(['log'], 't'))).toEqual(
      await parallel(new tapable.AsyncParallelHook<[Log]>(['log'])),
    )
  })

  it('errors reach the caller', async () => {
    const run = async (hook: AsyncHook<[number]>) => {
      const log: Log = []
      hook.tapPromise('ok', async (n) => void log.push(`ok:${n}`))
      hook.tapPromise('boom', async () => {
        throw new Error('boom')
      })
      hook.tapPromise('after', async (n) => void log.push(`after:${n}`))
      const error = await hook.promise(2).catch((e: Error) => e.message)
      return [log, error]
    }
    expect(await run(createAsyncSeriesHook<[number]>(['n'], 't'))).toEqual(
      await run(new tapable.AsyncSeriesHook<[number]>(['n'])),
    )
  })

  it('stages and before lists order taps as tapable does', () => {
    const run = (hook: SyncHook<[]>) => {
      const log: Log = []
      const tap = (options: string | { name: string; stage?: number; before?: string | string[] }) =>
        hook.tap(options as never, () => void log.push(typeof options === 'string' ? options : options.name))
      tap({ name: 'last', stage: 100 })
      tap('a')
      tap({ name: 'early', stage: -5 })
      tap('b')
      tap({ name: 'ahead-of-a-and-b', before: ['a', 'b'] })
      tap({ name: 'ahead-of-missing', before: 'missing' })
      tap({ name: 'mid', stage: 1 })
      tap({ name: 'ahead-of-last', before: 'last', stage: 200 })
      hook.call()
      return log
    }
    expect(run(createSyncHook<[]>([], 't'))).toEqual(run(new tapable.SyncHook<[]>([])))
  })

  it('a sync hook takes sync taps only; every tap needs a name and a function', () => {
    const hook = createSyncHook<[]>([], 'setup')
    expect(() => (hook as unknown as tapable.AsyncSeriesHook<[]>).tapPromise('p', async () => {})).toThrow(
      TypeError,
    )
    expect(() => hook.tap('', () => {})).toThrow('a tap needs a name')
    expect(hook.isUsed()).toBe(false)
    hook.tap('x', () => {})
    expect(hook.isUsed()).toBe(true)
  })

  it('the sync hook rethrows synchronously', () => {
    const hook = createSyncHook<[]>([], 't')
    hook.tap('boom', () => {
      throw new Error('boom')
    })
    expect(() => hook.call()).toThrow('boom')
  })

  it('recompiles after a new tap', () => {
    const hook = createSyncBailHook<[], string>([], 't')
    expect(hook.call()).toBeUndefined()
    hook.tap('late', () => 'late')
    expect(hook.call()).toBe('late')
  })
})
