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
})
