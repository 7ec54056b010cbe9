import * as tapable from 'tapable'
import { describe, expect, it } from 'vitest'
import {
  createAsyncParallelHook,
  createAsyncSeriesBailHook,
  createAsyncSeriesHook,
  createAsyncSeriesWaterfallHook,
  createSyncBailHook,
  createSyncHook,
  createSyncWaterfallHook,
} from './createHook.js'

type Log = string[]

/** Logs `entry`, then answers `value`: a tap that leaves a trace. */
const logged = <T>(log: Log, entry: string, value: T): T => {
  log.push(entry)
  return value
}

// Each scenario runs on tapable's own generated caller and on the interpreted one: they must agree.
describe('interpreted hooks behave as tapable compiles them', () => {
  it('SyncHook runs every tap in order, honouring stage and before', () => {
    const run = (hook: tapable.SyncHook<[string]>) => {
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
    const run = (hook: tapable.SyncBailHook<[number], string | undefined>) => {
      const log: Log = []
      hook.tap('a', () => void log.push('a'))
      hook.tap('b', (n) => logged(log, 'b', n > 0 ? 'positive' : undefined))
      hook.tap('c', () => logged(log, 'c', 'c'))
      return [hook.call(1), hook.call(0), log]
    }
    expect(run(createSyncBailHook<[number], string | undefined>(['n'], 't'))).toEqual(
      run(new tapable.SyncBailHook(['n'])),
    )
  })

  it('SyncWaterfallHook passes each result on, skipping undefined', () => {
    const run = (hook: tapable.SyncWaterfallHook<[number, string]>) => {
      hook.tap('double', (n) => n * 2)
      hook.tap('skip', () => undefined as unknown as number)
      hook.tap('add', (n, s) => n + s.length)
      return hook.call(3, 'ab')
    }
    expect(run(createSyncWaterfallHook<[number, string]>(['n', 's'], 't'))).toBe(
      run(new tapable.SyncWaterfallHook(['n', 's'])),
    )
  })

  it('async series hooks mix sync, callback and promise taps', async () => {
    const run = async (hook: tapable.AsyncSeriesHook<[Log]>) => {
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
      await run(new tapable.AsyncSeriesHook(['log'])),
    )
  })

  it('AsyncSeriesBailHook bails on the first defined answer', async () => {
    const run = async (hook: tapable.AsyncSeriesBailHook<[string], string | undefined>) => {
      const seen: Log = []
      hook.tapPromise('a', async () => logged(seen, 'a', undefined))
      hook.tapPromise('b', async (x) => logged(seen, 'b', x === 'b' ? 'from b' : undefined))
      hook.tap('c', () => logged(seen, 'c', 'from c'))
      return [await hook.promise('b'), await hook.promise('x'), seen]
    }
    expect(await run(createAsyncSeriesBailHook<[string], string | undefined>(['x'], 't'))).toEqual(
      await run(new tapable.AsyncSeriesBailHook(['x'])),
    )
  })

  it('AsyncSeriesWaterfallHook and AsyncParallelHook', async () => {
    const waterfall = async (hook: tapable.AsyncSeriesWaterfallHook<[string]>) => {
      hook.tapPromise('a', async (s) => `${s}a`)
      hook.tapAsync('b', (s, done) => done(null, `${s}b`))
      return hook.promise('>')
    }
    expect(await waterfall(createAsyncSeriesWaterfallHook<[string]>(['s'], 't'))).toBe(
      await waterfall(new tapable.AsyncSeriesWaterfallHook(['s'])),
    )
    const parallel = async (hook: tapable.AsyncParallelHook<[Log]>) => {
      const log: Log = []
      hook.tapPromise('slow', (l) => new Promise((r) => setTimeout(() => r(void l.push('slow')), 10)))
      hook.tapPromise('fast', async (l) => void l.push('fast'))
      await hook.promise(log)
      return log
    }
    expect(await parallel(createAsyncParallelHook<[Log]>(['log'], 't'))).toEqual(
      await parallel(new tapable.AsyncParallelHook(['log'])),
    )
  })

  it('errors reach the caller and the error interceptor; interceptors see call, tap and done', async () => {
    const run = async (hook: tapable.AsyncSeriesHook<[number]>) => {
      const log: Log = []
      hook.intercept({
        call: (n) => void log.push(`call:${n}`),
        tap: (tap) => void log.push(`tap:${tap.name}`),
        error: (error) => void log.push(`error:${error.message}`),
        done: () => void log.push('done'),
      })
      hook.tapPromise('ok', async () => undefined)
      await hook.promise(1)
      hook.tapPromise('boom', async () => {
        throw new Error('boom')
      })
      const error = await hook.promise(2).catch((e: Error) => e.message)
      return [log, error]
    }
    expect(await run(createAsyncSeriesHook<[number]>(['n'], 't'))).toEqual(
      await run(new tapable.AsyncSeriesHook(['n'])),
    )
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
