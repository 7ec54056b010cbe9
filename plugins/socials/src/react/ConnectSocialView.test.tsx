// @vitest-environment jsdom
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { socials } from '../exports/react.js'

// The frame answers with the provider's page; the popup then never comes back (the timeout case).
vi.mock('../frame/openFrame.js', () => ({
  openFrame: async () => ({ request: async () => ({ uri: 'https://frame.invalid/social/google' }) }),
}))
vi.mock('./waitForSocialResult.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./waitForSocialResult.js')>()
  return { ...actual, waitForSocialResult: async () => Promise.reject(new actual.SocialLoginTimeoutError()) }
})

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const providers = ['google', 'github', 'discord', 'x', 'apple', 'facebook', 'farcaster'] as const

let destroy: (() => void) | undefined
afterEach(() => {
  act(() => destroy?.())
  destroy = undefined
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
})

/** Opens the Connect view with every social listed; `rowWidthPx` is the width the row is laid out in. */
async function openSocialRow(rowWidthPx?: number, features: { email?: boolean } = {}) {
  if (rowWidthPx !== undefined)
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => rowWidthPx })
  const appKit = createAppKit({
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
    plugins: [socials({ frameUrl: 'https://frame.invalid/index.html' })],
    features: { socials: [...providers], ...features },
  })
  destroy = () => appKit.destroy()
  await act(() => appKit.open())
  const row = await screen.findByRole('list', { name: 'Social logins' })
  const names = () =>
    [...row.querySelectorAll('button')].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent,
    )
  return { row, names }
}

describe('ConnectSocialView', () => {
  it('features.email: false keeps social login; a login left open past 45 s says it timed out', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { row } = await openSocialRow(undefined, { email: false })
    expect(document.querySelector('[data-method="email"]')).toBeNull()
    expect(document.querySelector('[data-method="social"]')).not.toBeNull()
    const google = [...row.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === 'Continue with Google',
    )
    await act(async () => google?.click())
    const alert = await waitFor(() => {
      const found = row.closest('.foyer-socials')?.querySelector('[role="alert"]')
      if (!found) throw new Error('no alert yet')
      return found
    })
    expect(alert.textContent).toBe('Social login timed out. Please try again.')
    expect(popup.close).toHaveBeenCalled()
    open.mockRestore()
  })

  it('is one row of marks, each button named for its provider, no text of its own', async () => {
    const { row, names } = await openSocialRow()
    expect(names()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Discord',
      'Continue with X',
      'Continue with Apple',
      'Continue with Facebook',
      'Continue with Farcaster',
    ])
    for (const button of row.querySelectorAll('button')) {
      expect(button.textContent).toBe('')
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('shows what fits and "More" for the rest; "More" reveals them and focuses the first revealed', async () => {
    // 180 px: four 36 px buttons 8 px apart fit, so three providers and "More".
    const user = userEvent.setup()
    const { row, names } = await openSocialRow(180)
    expect(names()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Discord',
      'More social logins (4)',
    ])
    await user.click(within(row).getByRole('button', { name: /^More/ }))
    expect(names()).toHaveLength(7)
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Continue with X')
  })
})
