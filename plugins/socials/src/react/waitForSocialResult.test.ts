// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SocialLoginCancelledError,
  SocialLoginTimeoutError,
  socialLoginTimeoutMs,
  waitForSocialResult,
} from './waitForSocialResult.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('waitForSocialResult', () => {
  it('gives up after 45 s with the social-login timeout text', async () => {
    vi.useFakeTimers()
    const popup = { closed: false } as Window
    const result = waitForSocialResult(popup, { frameOrigin: 'http://127.0.0.1:8789' })
    const settled = expect(result).rejects.toBeInstanceOf(SocialLoginTimeoutError)
    await vi.advanceTimersByTimeAsync(socialLoginTimeoutMs - 1_000)
    await vi.advanceTimersByTimeAsync(1_000)
    await settled
    await expect(result).rejects.toThrow('Social login timed out. Please try again.')
    expect(socialLoginTimeoutMs).toBe(45_000)
  })

  it('a popup closed first is a cancel, not a timeout', async () => {
    vi.useFakeTimers()
    const popup = { closed: false } as { closed: boolean }
    const result = waitForSocialResult(popup as Window, { frameOrigin: 'http://127.0.0.1:8789' })
    const settled = expect(result).rejects.toBeInstanceOf(SocialLoginCancelledError)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(600)
    await settled
  })
})
