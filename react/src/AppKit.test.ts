// @vitest-environment jsdom
import { mainnet, sepolia } from '@foyer/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKit } from './AppKit.js'
import { createTestAppKit } from './createAppKit.test-utils.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('AppKit', () => {
  it('constructs the modal object createAppKit returns, so `new AppKit(options)` works as in AppKit', () => {
    const modal = new AppKit({ projectId: 'p', networks: [mainnet, sepolia], enableWalletConnect: false })
    cleanups.push(() => modal.destroy())
    expect(typeof modal.open).toBe('function')
    expect(modal.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(modal instanceof AppKit).toBe(true)
  })

  it("recognises createAppKit's object as an instance and nothing else", () => {
    const { appKit } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    expect(appKit instanceof AppKit).toBe(true)
    expect({ ...appKit } instanceof AppKit).toBe(false)
    expect((null as unknown) instanceof AppKit).toBe(false)
  })
})
