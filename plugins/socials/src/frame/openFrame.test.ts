import { version } from '@foyer/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SocialsContext } from '../socials.js'

const loadFrame = vi.fn()
vi.mock('./loadFrame.js', () => ({ loadFrame: (...parameters: unknown[]) => loadFrame(...parameters) }))
vi.mock('./syncTheme.js', () => ({ syncTheme: async () => {} }))
vi.mock('./syncLocale.js', () => ({ syncLocale: () => () => {} }))

const { openFrame } = await import('./openFrame.js')

function contextWith(enableAuthLogger: boolean) {
  return {
    options: { projectId: 'p', enableAuthLogger },
    storage: { get: () => undefined },
    getNetwork: () => ({ chainId: 1 }),
    getState: () => ({ frameUrl: 'http://127.0.0.1:8789/index.html', user: undefined }),
  } as unknown as SocialsContext
}

afterEach(() => {
  loadFrame.mockReset()
})

describe('openFrame', () => {
  it.each([
    [true, 'true'],
    [false, 'false'],
  ])(
    'enableAuthLogger %s reaches the frame as enableLogger=%s, with the package version',
    async (on, query) => {
      const request = vi.fn(async () => ({}))
      loadFrame.mockResolvedValue({ request })
      await openFrame(contextWith(on))
      expect(loadFrame).toHaveBeenCalledWith('http://127.0.0.1:8789/index.html', {
        projectId: 'p',
        chainId: '1',
        version,
        enableLogger: query,
      })
      expect(request).toHaveBeenCalledWith('SYNC_DAPP_DATA', expect.objectContaining({ sdkVersion: version }))
    },
  )
})
