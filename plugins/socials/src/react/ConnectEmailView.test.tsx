// @vitest-environment jsdom
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameReplyError } from '../frame/frameErrors.js'
import en from './locales/en.js'
import ja from './locales/ja.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const frame = vi.hoisted(() => ({ request: vi.fn() }))
const connected = vi.hoisted(() => vi.fn())
vi.mock('../frame/openFrame.js', () => ({ openFrame: async () => frame }))
vi.mock('../embedded/connectEmbeddedWallet.js', () => ({ connectEmbeddedWallet: connected }))

const { socials } = await import('../exports/react.js')

let destroy: (() => void) | undefined
beforeEach(() => {
  frame.request.mockReset()
  connected.mockReset()
  localStorage.clear()
})
afterEach(() => {
  act(() => destroy?.())
  destroy = undefined
  vi.restoreAllMocks()
})

async function openEmailLogin(locale?: string) {
  const user = userEvent.setup()
  const appKit = createAppKit({
    ...(locale ? { locale } : {}),
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
    plugins: [socials({ frameUrl: 'https://frame.invalid/index.html' })],
  })
  destroy = () => appKit.destroy()
  await act(() => appKit.open())
  const texts = locale === 'ja' ? ja : en
  await user.type(await screen.findByLabelText(texts['email.label']), 'ada@example.com{Enter}')
  const code = await screen.findByLabelText<HTMLInputElement>(
    texts['email.codeSentTo'].replace('{email}', 'ada@example.com'),
  )
  return { code, user }
}

describe('ConnectEmailView', () => {
  it('a pasted code fills the input and logs in by itself, without a Verify button', async () => {
    frame.request.mockImplementation(async (event: string) =>
      event === 'CONNECT_EMAIL' ? { action: 'VERIFY_OTP' } : {},
    )
    const { code, user } = await openEmailLogin()
    expect(screen.queryByRole('button', { name: 'Verify code' })).toBeNull()
    expect(document.activeElement).toBe(code)
    await user.paste('246 810')
    await waitFor(() => expect(connected).toHaveBeenCalled())
    expect(frame.request).toHaveBeenCalledWith('CONNECT_OTP', { otp: '246810' })
  })

  it('"Resend code" waits out the cooldown, then follows the service\'s rate-limit answer', async () => {
    frame.request.mockImplementation(async (event: string) =>
      event === 'CONNECT_EMAIL' ? { action: 'VERIFY_OTP' } : {},
    )
    const { user } = await openEmailLogin()
    const counting = () => screen.queryByRole<HTMLButtonElement>('button', { name: /^Resend code in \d+ s$/ })
    expect(counting()?.textContent).toBe('Resend code in 30 s')
    expect(counting()?.disabled).toBe(true)

    // 30 s later the button is free; the service says to wait 45 s more: the countdown follows it.
    const start = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => start + 31_000)
    const resend = await screen.findByRole('button', { name: 'Resend code' })
    frame.request.mockRejectedValueOnce(
      new FrameReplyError({ event: 'CONNECT_EMAIL', message: 'Please try again after 45 seconds' }),
    )
    await user.click(resend)
    await waitFor(() => expect(counting()).not.toBeNull())
    expect(counting()?.textContent).toBe('Resend code in 45 s')
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 45 seconds')

    // "Use another email" goes back to the email, kept for correcting.
    await user.click(screen.getByRole('button', { name: 'Use another email' }))
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com')
  })
  it("shows the frame's replies in the app's language: a wrong code, and the rate limit's wait with its number", async () => {
    frame.request.mockImplementation(async (event: string) => {
      if (event === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      throw new FrameReplyError({ event, message: 'Invalid code: check it, or request a new one' })
    })
    const { user } = await openEmailLogin('ja')
    await user.paste('246810')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ja['error.invalidCode']))

    const start = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => start + 31_000)
    frame.request.mockRejectedValueOnce(
      new FrameReplyError({ event: 'CONNECT_EMAIL', message: 'Please try again after 45 seconds' }),
    )
    await user.click(await screen.findByRole('button', { name: ja['email.resend'] }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('45 秒後にもう一度お試しください'))
  })

  it('keeps the message of a reply it has no text for', async () => {
    frame.request.mockImplementation(async (event: string) => {
      if (event === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      throw new FrameReplyError({ event, message: 'A reply no catalog knows' })
    })
    const { user } = await openEmailLogin('ja')
    await user.paste('246810')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A reply no catalog knows'))
  })
})
