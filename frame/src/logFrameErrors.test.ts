import { describe, expect, it, vi } from 'vitest'
import { logFrameErrors } from './logFrameErrors.js'

describe('logFrameErrors (enableAuthLogger)', () => {
  it('logs a failed request with its event name and still rejects with the same error; answers pass through', async () => {
    const log = vi.fn()
    const failure = new Error('no session')
    const handlers = logFrameErrors(
      {
        GET_CHAIN_ID: async () => ({ chainId: 1 }),
        GET_USER: async () => {
          throw failure
        },
      },
      log,
    )
    await expect(handlers.GET_CHAIN_ID?.(undefined as never)).resolves.toEqual({ chainId: 1 })
    await expect(handlers.GET_USER?.(undefined as never)).rejects.toBe(failure)
    expect(log).toHaveBeenCalledExactlyOnceWith('[foyer frame] GET_USER failed', failure)
  })
})
