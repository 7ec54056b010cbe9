import {
  AsyncParallelHook,
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  AsyncSeriesWaterfallHook,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from 'tapable'
import { interpretHook } from './interpretHook.js'

type Names<T extends unknown[]> = { [K in keyof T]: string }

// Each factory keeps tapable's registration API (tap, stage, before, interceptors) and swaps in a caller that needs
// no code generation, so hooks work under a Content-Security-Policy without 'unsafe-eval'.
function withInterpreter<H>(hook: H, kind: Parameters<typeof interpretHook>[0]): H {
  ;(hook as unknown as { compile: unknown }).compile = interpretHook(kind)
  return hook
}

export const createSyncHook = <T extends unknown[]>(args: Names<T>, name: string) =>
  withInterpreter(new SyncHook<T>(args as never, name), 'sync')

export const createSyncBailHook = <T extends unknown[], R>(args: Names<T>, name: string) =>
  withInterpreter(new SyncBailHook<T, R>(args as never, name), 'syncBail')

export const createSyncWaterfallHook = <T extends [unknown, ...unknown[]]>(args: Names<T>, name: string) =>
  withInterpreter(new SyncWaterfallHook<T>(args as never, name), 'syncWaterfall')

export const createAsyncSeriesHook = <T extends unknown[]>(args: Names<T>, name: string) =>
  withInterpreter(new AsyncSeriesHook<T>(args as never, name), 'asyncSeries')

export const createAsyncSeriesBailHook = <T extends unknown[], R>(args: Names<T>, name: string) =>
  withInterpreter(new AsyncSeriesBailHook<T, R>(args as never, name), 'asyncSeriesBail')

export const createAsyncSeriesWaterfallHook = <T extends [unknown, ...unknown[]]>(
  args: Names<T>,
  name: string,
) => withInterpreter(new AsyncSeriesWaterfallHook<T>(args as never, name), 'asyncSeriesWaterfall')

export const createAsyncParallelHook = <T extends unknown[]>(args: Names<T>, name: string) =>
  withInterpreter(new AsyncParallelHook<T>(args as never, name), 'asyncParallel')
