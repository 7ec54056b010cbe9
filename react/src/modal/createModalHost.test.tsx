// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { AppKitButton } from '../components/AppKitButton.js'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import { tokenStyles } from '../styles/buttonStyles.generated.js'
import { adoptedText, fakeAdoptedStyleSheets } from '../styles/fakeAdoptedStyleSheets.test-utils.js'
import { modalStyles } from '../styles/modalStyles.generated.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const destroy: (() => void)[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const cleanup of destroy.splice(0)) cleanup()
})

it('survives React re-rendering the whole document after a hydration mismatch: the modal still opens', async () => {
  document.documentElement.innerHTML = '<head></head><body><main><p>server time</p></main></body>'
  const { appKit } = createTestAppKit()
  destroy.push(() => appKit.destroy())
  const container = document.querySelector('.foyer-root')
  expect(container?.isConnected).toBe(true)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(
      document,
      <html lang="en">
        <head />
        <body>
          <main>
            <p>client time</p>
            <AppKitButton />
          </main>
        </body>
      </html>,
      { onRecoverableError: (error) => recoverable.push(error) },
    )
  })
  expect(recoverable.length).toBeGreaterThan(0)
  await act(async () => {})
  expect(document.querySelector('.foyer-root')).toBe(container)
  expect(container?.isConnected).toBe(true)

  await act(() => appKit.open())
  expect(container?.querySelector('[role="dialog"]')).not.toBeNull()
})

it('puts the container back when a script removes it, before the next open', async () => {
  const { appKit } = createTestAppKit()
  destroy.push(() => appKit.destroy())
  const container = document.querySelector('.foyer-root')
  container?.remove()
  await act(async () => {})
  expect(container?.isConnected).toBe(true)
  await act(() => appKit.open())
  expect(container?.querySelector('[role="dialog"]')).not.toBeNull()
})

it('renders the modal in an open shadow root styled by constructed sheets, loaded with the modal', async () => {
  const restore = fakeAdoptedStyleSheets()
  destroy.push(restore)
  const opener = document.createElement('button')
  document.body.append(opener)
  destroy.push(() => opener.remove())
  const { appKit } = createTestAppKit()
  destroy.push(() => appKit.destroy())
  const container = document.querySelector('.foyer-root')
  const shadow = container?.shadowRoot
  if (!shadow) throw new Error('no shadow root')
  // Before the first open: the host's reset only, the modal's stylesheet is not loaded.
  expect(adoptedText(shadow)).toEqual([expect.stringContaining(':host { all: initial !important;')])

  opener.focus()
  await act(() => appKit.open())
  expect(container.querySelector('[role="dialog"]')).toBeNull()
  const dialog = shadow.querySelector('[role="dialog"]')
  expect(dialog).not.toBeNull()
  expect(adoptedText(shadow)).toContain(modalStyles)
  expect(adoptedText(document)).toContain(tokenStyles)
  expect(dialog?.contains(shadow.activeElement)).toBe(true)

  await act(async () => {
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(shadow.querySelector('[role="dialog"]')).toBeNull()
  expect(document.activeElement).toBe(opener)
})
