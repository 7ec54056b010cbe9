// @vitest-environment jsdom
import { mainnet } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type SIWXConfig, siwx, useAppKitSIWX } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

const config: SIWXConfig = {
  createMessage: async () => {
    throw new Error('not used')
  },
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
  getRequired: () => true,
}

const seen: unknown[] = []
function Probe() {
  seen.push(useAppKitSIWX())
  return null
}

function render() {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  seen.length = 0
  act(() => root.render(createElement(Probe)))
  cleanups.push(
    () => root.unmount(),
    () => container.remove(),
  )
  return seen
}

describe('useAppKitSIWX in a host component', () => {
  it("returns the plugin's SIWX config, as AppKit's hook does", async () => {
    const appKit = createAppKit({ projectId: 'foyer-dev', networks: [mainnet], plugins: [siwx({ config })] })
    cleanups.push(() => appKit.destroy())
    render()
    await vi.waitFor(() => expect(seen.at(-1)).toBe(config))
  })

  it('returns undefined when the plugin is not installed', () => {
    const appKit = createAppKit({ projectId: 'foyer-dev', networks: [mainnet] })
    cleanups.push(() => appKit.destroy())
    expect(render().at(-1)).toBeUndefined()
  })
})
