import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle.js'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('waits for requestIdleCallback where there is one, with the timeout given', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const callback = vi.fn()
    const cancel = whenIdle(callback, { timeout: 500 })
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 })
    expect(callback).not.toHaveBeenCalled()
    requestIdleCallback.mock.calls[0]?.[0]()
    expect(callback).toHaveBeenCalledOnce()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('runs on the next task without requestIdleCallback, and not at all once cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const ran = vi.fn()
    whenIdle(ran)
    expect(ran).not.toHaveBeenCalled()
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('waits fallbackDelay ms without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const ran = vi.fn()
      whenIdle(ran, { fallbackDelay: 200 })
      await vi.advanceTimersByTimeAsync(199)
      expect(ran).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(ran).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })
})
