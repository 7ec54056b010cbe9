// @vitest-environment jsdom
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameReplyError } from '../frame/frameErrors.js'

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

async function openEmailLogin() {
  const appKit = createAppKit({
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
    plugins: [socials({ frameUrl: 'https://frame.invalid/index.html' })],
  })
  destroy = () => appKit.destroy()
  await act(() => appKit.open())
  const email = await waitFor(() => labelled<HTMLInputElement>('Email'))
  type(email, 'ada@example.com')
  await act(async () => email.form?.requestSubmit())
  const code = await waitFor(() => labelled<HTMLInputElement>('Code sent to ada@example.com'))
  return { code }
}

describe('ConnectEmailView', () => {
  it('a pasted code fills the input and logs in by itself, without a Verify button', async () => {
    frame.request.mockImplementation(async (event: string) =>
      event === 'CONNECT_EMAIL' ? { action: 'VERIFY_OTP' } : {},
    )
    const { code } = await openEmailLogin()
    expect(buttonNamed('Verify code')).toBeUndefined()
    const paste = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
      clipboardData: { getData: () => '246 810' },
    })
    await act(async () => {
      code.dispatchEvent(paste)
    })
    await waitFor(() => (connected.mock.calls.length ? code : undefined))
    expect(frame.request).toHaveBeenCalledWith('CONNECT_OTP', { otp: '246810' })
  })

  it('"Resend code" waits out the cooldown, then follows the service\'s rate-limit answer', async () => {
    frame.request.mockImplementation(async (event: string) =>
      event === 'CONNECT_EMAIL' ? { action: 'VERIFY_OTP' } : {},
    )
    await openEmailLogin()
    const counting = () => buttonNamed(/^Resend code in \d+ s$/)
    expect(counting()?.textContent).toBe('Resend code in 30 s')
    expect(counting()?.disabled).toBe(true)

    // 30 s later the button is free; the service says to wait 45 s more: the countdown follows it.
    const start = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => start + 31_000)
    const resend = await waitFor(() => buttonNamed('Resend code'), 3000)
    frame.request.mockRejectedValueOnce(
      new FrameReplyError({ event: 'CONNECT_EMAIL', message: 'Please try again after 45 seconds' }),
    )
    await act(async () => resend.click())
    await waitFor(() => (counting() ? resend : undefined))
    expect(counting()?.textContent).toBe('Resend code in 45 s')
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Please try again after 45 seconds')

    // "Use another email" goes back to the email, kept for correcting.
    await act(async () => buttonNamed('Use another email')?.click())
    expect(labelled<HTMLInputElement>('Email')?.value).toBe('ada@example.com')
  })
})

function labelled<T extends HTMLElement>(text: string): T | undefined {
  const label = [...document.querySelectorAll('label')].find((node) => node.textContent === text)
  return (label ? document.getElementById(label.htmlFor) : undefined) as T | undefined
}

function buttonNamed(name: string | RegExp): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find((button) =>
    typeof name === 'string' ? button.textContent === name : name.test(button.textContent ?? ''),
  )
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function waitFor<T>(find: () => T | null | undefined, timeoutMs = 2000): Promise<T> {
  const started = performance.now()
  for (;;) {
    const found = find()
    if (found) return found
    if (performance.now() - started > timeoutMs) throw new Error('Not found in time')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}
