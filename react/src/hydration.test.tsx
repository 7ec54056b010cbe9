// @vitest-environment jsdom
import { connect, cookieStorage, cookieToInitialState, truncateAddress } from '@foyer/core'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { FoyerProvider } from './context/FoyerProvider.js'
import { createTestAppKit, testAddress, testConnector } from './createAppKit.test-utils.js'
import { SsrApp } from './ssrApp.test-utils.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const containers: HTMLElement[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  // Custom elements that leave the page unmount their roots (in a microtask) while the DOM still exists.
  await act(async () => {
    for (const container of containers.splice(0)) container.remove()
  })
})

async function hydrate(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  // Custom elements in the markup upgrade and render into their shadow roots as the markup joins the page.
  await act(async () => document.body.append(container))
  containers.push(container)
  const recoverable: unknown[] = []
  const consoleErrors: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    consoleErrors.push(args)
  })
  const root = await act(async () =>
    hydrateRoot(container, <SsrApp />, { onRecoverableError: (error) => recoverable.push(error) }),
  )
  return { container, recoverable, consoleErrors, root }
}

it('hydrates the server markup without a mismatch', async () => {
  const { appKit } = createTestAppKit()
  const html = renderToString(<SsrApp />)
  const { recoverable, consoleErrors, container, root } = await hydrate(html)
  expect(recoverable).toEqual([])
  expect(consoleErrors).toEqual([])
  expect(container.textContent).toContain('Connect Wallet')
  act(() => root.unmount())
  appKit.destroy()
})

it('hydrates without a mismatch when the browser restores a session the server did not know', async () => {
  const server = createTestAppKit()
  const html = renderToString(<SsrApp />)
  server.appKit.destroy()
  // The browser has a stored session and a stored network: its first state differs from the server's.
  const { appKit, storage } = createTestAppKit({
    storage: {
      getItem: (key) =>
        ({
          '@foyer/connectionStatus': '"connected"',
          '@foyer/connectedNamespaces': '["eip155"]',
          '@foyer/activeNetwork:eip155': '"eip155:11155111"',
        })[key] ?? null,
      setItem: () => {},
      removeItem: () => {},
    },
  })
  expect(storage.size).toBe(0)
  expect(appKit.kernel.store.getState().connection.status).toBe('connecting')
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(appKit.kernel.store.getState().connection.status).toBe('connected')
  const { recoverable, consoleErrors, container, root } = await hydrate(html)
  expect(recoverable).toEqual([])
  expect(consoleErrors).toEqual([])
  // After hydration the client's state shows: the restored session.
  expect(container.textContent).toContain('connected true')
  act(() => root.unmount())
  appKit.destroy()
})

it('with storage: cookieStorage and <FoyerProvider initialState>, the server renders the account and the client never shows "Connect Wallet"', async () => {
  // A first visit: connecting writes the session to cookies.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
  const first = createTestAppKit({ storage: cookieStorage })
  await act(() => connect(first.kernel, { namespace: 'eip155', connectorId: testConnector.id }))
  first.appKit.destroy()
  expect(document.cookie).toContain(encodeURIComponent('@foyer/connectedAddress:eip155'))

  // The server reads the request's Cookie header and renders the stored account.
  const initialState = cookieToInitialState(document.cookie)
  expect(initialState['@foyer/connectedAddress:eip155']).toBe(`"${testAddress}"`)
  const server = createTestAppKit({ storage: cookieStorage })
  const app = (appKit: typeof server.appKit) => (
    <FoyerProvider appKit={appKit} initialState={initialState}>
      <SsrApp />
    </FoyerProvider>
  )
  const html = renderToString(app(server.appKit))
  server.appKit.destroy()
  expect(html).toContain(truncateAddress(testAddress))
  expect(html).not.toContain('Connect Wallet')

  // The browser: the same cookies, the session restoring; hydration matches and the account stays on screen.
  const { appKit } = createTestAppKit({ storage: cookieStorage })
  expect(appKit.kernel.store.getState().accounts.eip155).toMatchObject({
    status: 'connecting',
    address: testAddress,
  })
  const container = document.createElement('div')
  container.innerHTML = html
  await act(async () => document.body.append(container))
  containers.push(container)
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''))
  observer.observe(container, { childList: true, subtree: true, characterData: true })
  const recoverable: unknown[] = []
  const root = await act(async () =>
    hydrateRoot(container, app(appKit), { onRecoverableError: (error) => recoverable.push(error) }),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  observer.disconnect()
  expect(recoverable).toEqual([])
  expect(appKit.kernel.store.getState().connection.status).toBe('connected')
  expect(container.textContent).toContain(truncateAddress(testAddress))
  expect(seen.filter((text) => text.includes('Connect Wallet'))).toEqual([])
  act(() => root.unmount())
  appKit.destroy()
})
