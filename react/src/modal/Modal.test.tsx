// @vitest-environment jsdom
import { goBack, openModal, pushView } from '@foyer/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import { coreViewLoaders } from '../views/coreViewLoaders.js'
import { modalModuleState } from './modalModuleState.js'
import { getViewRegistry } from './viewRegistry.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let failNextLoad = true
const testPlugin: ReactPlugin = {
  name: 'test-views',
  views: [
    { id: 'First', title: 'First view' },
    { id: 'Second', title: 'Second view' },
    { id: 'Flaky', title: 'Flaky view' },
    { id: 'Slow', title: 'Slow view' },
  ],
  viewLoaders: {
    First: async () => ({
      default: () => (
        <div>
          <button type="button">Alpha</button>
          <button type="button">Beta</button>
        </div>
      ),
    }),
    Second: async () => ({ default: () => <p>Second content</p> }),
    Slow: () =>
      new Promise((resolve) => setTimeout(() => resolve({ default: () => <p>Slow content</p> }), 50)),
    Flaky: async () => {
      if (failNextLoad) {
        failNextLoad = false
        throw new Error('chunk failed')
      }
      return { default: () => <p>Flaky content</p> }
    },
  },
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

function setup(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const created = createTestAppKit({ plugins: [testPlugin], ...options })
  cleanups.push(() => created.appKit.destroy())
  return created
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const dialogName = () => {
  const id = dialog()?.getAttribute('aria-labelledby')
  return id ? document.getElementById(id)?.textContent : undefined
}
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent) === name,
  )
async function settle() {
  for (let index = 0; index < 5; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
function press(key: string, init: KeyboardEventInit = {}) {
  const target = document.activeElement ?? document.body
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
}

describe('Modal', () => {
  it('loads its code only on first open, into a container appended to the body', async () => {
    const { appKit } = setup()
    expect(modalModuleState.evaluated).toBe(false)
    expect(document.querySelector('.foyer-root')).not.toBeNull()
    expect(dialog()).toBeNull()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    expect(modalModuleState.evaluated).toBe(true)
    expect(dialog()?.getAttribute('aria-modal')).toBe('true')
    expect(dialogName()).toBe('First view')
    expect(dialog()?.textContent).toContain('Alpha')
  })

  it('enableMobileFullScreen marks the dialog to fill a phone screen; without it, it stays a sheet', async () => {
    const full = setup({ enableMobileFullScreen: true })
    await act(() => full.appKit.open({ view: 'First' }))
    await settle()
    expect(dialog()?.classList.contains('foyer-modal--full-screen')).toBe(true)
    act(() => full.appKit.destroy())

    const sheet = setup()
    await act(() => sheet.appKit.open({ view: 'First' }))
    await settle()
    expect(dialog()?.className).toBe('foyer-modal')
  })

  it("opens once the view's code has loaded: the first frame shows the view, never the loading spinner", async () => {
    const { appKit } = setup()
    const seen: string[] = []
    const observer = new MutationObserver(() => {
      const content = dialog()?.textContent
      if (content !== undefined) seen.push(content)
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    cleanups.push(() => observer.disconnect())
    await act(() => appKit.open({ view: 'Slow' }))
    await settle()
    expect(dialog()?.textContent).toContain('Slow content')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((content) => content.includes('Slow content'))).toBe(true)
  })

  it('loads the other core views once open, so moving to one shows it without a spinner', async () => {
    const { appKit, kernel } = setup()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    const lazyType = Symbol.for('react.lazy')
    await vi.waitFor(() => {
      for (const [view, entry] of getViewRegistry(kernel)) {
        if (view in coreViewLoaders) expect(entry.component).not.toHaveProperty('$$typeof', lazyType)
      }
    })
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(dialog()?.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    cleanups.push(() => observer.disconnect())
    act(() => pushView(kernel, 'UnsupportedChain'))
    await settle()
    expect(dialogName()).not.toBe('First view')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.some((content) => content.includes('Loading'))).toBe(false)
  })

  it('Escape closes; a shouldClose veto keeps it open', async () => {
    const { appKit, kernel } = setup()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    let allowClose = false
    kernel.hooks.shouldClose.tap('test', () => (allowClose ? undefined : false))
    press('Escape')
    expect(dialog()).not.toBeNull()
    allowClose = true
    press('Escape')
    expect(dialog()).toBeNull()
    expect(kernel.store.getState().router.open).toBe(false)
  })

  it('Back returns to the previous view and going back past the first view closes', async () => {
    const { appKit, kernel } = setup()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    expect(button('Back')).toBeUndefined()
    act(() => pushView(kernel, 'Second'))
    await settle()
    expect(dialogName()).toBe('Second view')
    expect(dialog()?.textContent).toContain('Second content')
    act(() => button('Back')?.click())
    await settle()
    expect(dialogName()).toBe('First view')
    act(() => goBack(kernel))
    expect(dialog()).toBeNull()
  })

  it('traps focus, closes from the Close button and the overlay, and returns focus', async () => {
    const { appKit } = setup()
    const opener = document.createElement('button')
    opener.textContent = 'Open'
    document.body.append(opener)
    cleanups.push(() => opener.remove())
    opener.focus()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    // The focus starts inside: on the first control, the Close button (there is no Back on the first view).
    expect(document.activeElement).toBe(button('Close'))
    press('Tab', { shiftKey: true })
    expect(document.activeElement).toBe(button('Beta'))
    press('Tab')
    expect(document.activeElement).toBe(button('Close'))
    opener.focus()
    expect(dialog()?.contains(document.activeElement)).toBe(true)

    act(() => button('Close')?.click())
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)

    await act(() => appKit.open({ view: 'First' }))
    await settle()
    const overlay = document.querySelector<HTMLElement>('.foyer-overlay')
    act(() => {
      dialog()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
      dialog()?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(dialog()).not.toBeNull()
    act(() => {
      overlay?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
      overlay?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(dialog()).toBeNull()
  })

  it("moves focus to the new view's heading when the view change removed the focused control", async () => {
    const { appKit, kernel } = setup()
    await act(() => appKit.open({ view: 'First' }))
    await settle()
    button('Alpha')?.focus()
    act(() => pushView(kernel, 'Second'))
    await settle()
    expect(document.activeElement?.textContent).toBe('Second view')
    expect(document.activeElement?.tagName).toBe('H2')
    // A control that stays (Back) keeps the focus.
    button('Back')?.focus()
    act(() => pushView(kernel, 'First'))
    await settle()
    expect(document.activeElement).toBe(button('Back'))
  })

  it('shows a failed view load with its message and a Retry that loads it again', async () => {
    const { appKit } = setup()
    await act(() => appKit.open({ view: 'Flaky' }))
    await settle()
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong')
    act(() => button('Retry')?.click())
    await settle()
    expect(dialog()?.textContent).toContain('Flaky content')
  })

  it('opens when the kernel opens it, and announces snackbars in a live region', async () => {
    const { kernel } = setup()
    await act(() => openModal(kernel, { view: 'Second' }))
    await settle()
    expect(dialogName()).toBe('Second view')
    const region = document.querySelector('[role="status"][aria-live="polite"]')
    expect(region).not.toBeNull()
    const { showSnackbar } = await import('@foyer/core')
    act(() => showSnackbar(kernel, { message: 'Address copied', variant: 'success' }))
    expect(region?.textContent).toBe('Address copied')
  })

  it('themes the modal from the kernel', async () => {
    const { appKit } = setup()
    await act(() => appKit.open({ view: 'Second' }))
    await settle()
    const themed = document.querySelector('.foyer-modal-root')
    expect(themed?.getAttribute('data-theme')).toBe('dark')
    act(() => appKit.setThemeMode('light'))
    expect(themed?.getAttribute('data-theme')).toBe('light')
  })

  it('removes its container on destroy', () => {
    const { appKit } = createTestAppKit()
    expect(document.querySelectorAll('.foyer-root').length).toBeGreaterThan(0)
    const before = document.querySelectorAll('.foyer-root').length
    act(() => appKit.destroy())
    expect(document.querySelectorAll('.foyer-root').length).toBe(before - 1)
  })
})
