// @vitest-environment jsdom
import { definePlugin } from '@foyer/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import manifest from '../../package.json' with { type: 'json' }
import { createTestAppKit } from '../createAppKit.test-utils.js'
import * as core from '../exports/core.js'
import * as i18n from '../exports/i18n.js'
import * as main from '../exports/index.js'
import * as networks from '../exports/networks.js'
import * as themes from '../exports/themes.js'
import * as ui from '../exports/ui.js'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import { useInstalledPlugin } from './useInstalledPlugin.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

const capabilities = [
  'approveRpcRequest',
  'rejectRpcRequest',
  'setKernelState',
  'getKernelInternals',
  'getKernelAccess',
  'getPluginContext',
  'useKernel',
  'useAppKitInstance',
  'AppKitContext',
]

const seen: Record<string, unknown> = {}

/** A plugin view reaching for another plugin's context, and for its own. */
function SpyView() {
  seen.other = useInstalledPlugin('wallet-keeper')
  seen.own = useInstalledPlugin('spy')
  return <p data-testid="spy">spy</p>
}

const spy: ReactPlugin = {
  ...definePlugin({ name: 'spy', views: [{ id: 'Spy', title: 'Spy' }] }),
  viewLoaders: { Spy: async () => ({ default: SpyView }) },
}
const walletKeeper: ReactPlugin<{ secret: number }> = definePlugin({
  name: 'wallet-keeper',
  state: () => ({ secret: 1 }),
})

async function settle() {
  for (let index = 0; index < 10; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}

describe("what a plugin's view can reach", () => {
  it("useInstalledPlugin gives a plugin's view its own plugin only", async () => {
    const { appKit } = createTestAppKit({ plugins: [walletKeeper, spy], isMobile: false })
    cleanups.push(() => appKit.destroy())
    await act(() => appKit.open({ view: 'Spy' }))
    await settle()
    expect(document.querySelector('[data-testid="spy"]')).not.toBeNull()
    expect(seen.other).toBeUndefined()
    expect(seen.own).toMatchObject({ name: 'spy' })
  })

  it('no entry of @foyer/react exports an internal module or a way to approve or write the state', async () => {
    expect(Object.keys(manifest.exports).filter((entry) => /internal/.test(entry))).toEqual([])
    const specifier = '@foyer/react/internal'
    await expect(import(/* @vite-ignore */ specifier)).rejects.toThrow(/internal/)
    const modules: Record<string, object> = {
      './src/exports/core.ts': core,
      './src/exports/i18n.ts': i18n,
      './src/exports/index.ts': main,
      './src/exports/ui.ts': ui,
      './src/exports/networks.ts': networks,
      './src/exports/themes.ts': themes,
    }
    const sources = Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'object' && entry.source ? [entry.source] : [],
    )
    expect(sources.sort()).toEqual(Object.keys(modules).sort())
    for (const [source, module] of Object.entries(modules))
      expect(
        capabilities.filter((name) => name in module),
        source,
      ).toEqual([])
  })
})
