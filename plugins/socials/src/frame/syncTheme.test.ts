import type { ThemeState } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'
import { frameEvents } from './frameEvents.js'
import { syncTheme } from './syncTheme.js'

const originalMatchMedia = globalThis.matchMedia
afterEach(() => {
  globalThis.matchMedia = originalMatchMedia
})

/** A device whose colour scheme the test flips, as `matchMedia('(prefers-color-scheme: dark)')` sees it. */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark
  const listeners = new Set<() => void>()
  globalThis.matchMedia = (() => ({
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof matchMedia
  return (next: boolean) => {
    dark = next
    for (const listener of listeners) listener()
  }
}

function setup(initial: ThemeState) {
  let theme = initial
  const subscribers = new Set<() => void>()
  const context = {
    getTheme: () => theme,
    subscribe: (listener: () => void) => {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  } as unknown as SocialsContext
  const sent: unknown[] = []
  const channel = {
    request: async (event: string, payload: unknown) => {
      expect(event).toBe('SYNC_THEME')
      // What the frame will accept: the protocol's own schema.
      expect(frameEvents.SYNC_THEME.request.safeParse(payload).success).toBe(true)
      sent.push(payload)
    },
  } as unknown as FrameChannel
  const setTheme = (next: ThemeState) => {
    theme = next
    for (const subscriber of subscribers) subscriber()
  }
  return { context, channel, sent, setTheme }
}

describe('syncTheme', () => {
  it('sends the theme now and on every change of mode or variables, never twice the same', () => {
    fakeColorScheme(true)
    const { context, channel, sent, setTheme } = setup({ themeMode: 'dark', themeVariables: {} })
    const stop = syncTheme(context, channel)
    setTheme({ themeMode: 'dark', themeVariables: {} })
    setTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#2b8a3e' } })
    stop()
    setTheme({ themeMode: 'dark', themeVariables: {} })
    expect(sent).toEqual([
      { themeMode: 'dark', themeVariables: {} },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#2b8a3e' } },
    ])
  })

  it("resolves 'system' through prefers-color-scheme and follows the device", () => {
    const flip = fakeColorScheme(false)
    const { context, channel, sent } = setup({ themeMode: 'system', themeVariables: {} })
    syncTheme(context, channel)
    flip(true)
    expect(sent).toEqual([
      { themeMode: 'light', themeVariables: {} },
      { themeMode: 'dark', themeVariables: {} },
    ])
  })
})
