// @vitest-environment jsdom
import { setLocale } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import { buttonMessages } from '../locales/buttonMessages.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await act(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
})

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

async function renderButton(appKit: ReturnType<typeof createTestAppKit>['appKit'], html?: string) {
  const container = document.createElement('div')
  document.body.append(container)
  const app = (
    <FoyerProvider appKit={appKit}>
      <ConnectButton className="host-styled" />
    </FoyerProvider>
  )
  const errors: unknown[] = []
  let root: { unmount(): void }
  if (html !== undefined) {
    container.innerHTML = html
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) }),
    )
  } else {
    const { createRoot } = await import('react-dom/client')
    const created = createRoot(container)
    await act(async () => created.render(app))
    root = created
  }
  cleanups.push(() => {
    root.unmount()
    container.remove()
    appKit.destroy()
  })
  const button = () => container.querySelector('button') as HTMLButtonElement
  return { button, errors }
}

it("follows the browser's languages, with the fallback chain, when no locale is set", async () => {
  browserLanguages(['fi-FI', 'pt-BR', 'ja-JP', 'en'])
  const { appKit } = createTestAppKit({ disableAppend: true })
  const { button } = await renderButton(appKit)
  // No Finnish catalog: the next language asked for is Brazilian Portuguese, which falls back to Portuguese.
  await waitFor(() => expect(button().textContent).toBe('Conectar carteira'))
  expect(button().lang).toBe('pt')
  expect(button().dir).toBe('ltr')
})

it('switches at run time with setLocale, right to left for Arabic; a language without a catalog reads English', async () => {
  browserLanguages(['en-US'])
  const { appKit, kernel } = createTestAppKit({ disableAppend: true, locale: 'ja' })
  const { button } = await renderButton(appKit)
  await waitFor(() => expect(button().textContent).toBe('ウォレットを接続'))
  await act(async () => setLocale(kernel, 'ar-EG'))
  await waitFor(() => expect(button().textContent).toBe('ربط المحفظة'))
  expect(button().dir).toBe('rtl')
  expect(button().lang).toBe('ar')
  await act(async () => setLocale(kernel, 'fi-FI'))
  await waitFor(() => expect(button().textContent).toBe('Connect Wallet'))
  expect(button().dir).toBe('ltr')
  // Back to following the browser.
  await act(async () => setLocale(kernel, undefined))
  expect(button().lang).toBe('en')
})

it('reads Hebrew right to left too, from the browser or the locale option', async () => {
  browserLanguages(['he-IL'])
  const { appKit } = createTestAppKit({ disableAppend: true })
  const { button } = await renderButton(appKit)
  await waitFor(() => expect(button().textContent).toBe('חיבור ארנק'))
  expect([button().lang, button().dir]).toEqual(['he', 'rtl'])
})

it("renders English on the server and takes the browser's language after hydration, without a mismatch", async () => {
  browserLanguages(['ja'])
  const { appKit } = createTestAppKit({ disableAppend: true })
  await buttonMessages.load('ja')
  const html = renderToString(
    <FoyerProvider appKit={appKit}>
      <ConnectButton className="host-styled" />
    </FoyerProvider>,
  )
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('lang="en"')
  const { button, errors } = await renderButton(appKit, html)
  await waitFor(() => expect(button().textContent).toBe('ウォレットを接続'))
  expect(errors).toEqual([])
})

it('refuses a locale option that is not a language tag', () => {
  expect(() => createTestAppKit({ locale: 'not a tag' })).toThrow(/language tag/)
})
