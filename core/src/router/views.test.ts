import { describe, expect, it } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { definePlugin } from '../plugins/FoyerPlugin.js'
import { coreViews } from './views.js'

/** SPEC.md §2, "Modal views", in its order. */
const specViews = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ApproveTransaction',
  'SIWXSignMessage',
]

/** AppKit's network list (`open({ view: 'Networks' })`, the network button): not named in §2, kept for AppKit apps. */
const appKitViews = ['Networks']

describe('views (SPEC.md §2)', () => {
  it("the kernel's views are exactly the spec's thirteen, AppKit's network list and what plugins register", () => {
    expect(specViews).toHaveLength(13)
    expect([...coreViews].sort()).toEqual([...specViews, ...appKitViews].sort())
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      plugins: [
        definePlugin({ name: 'swap', feature: 'swaps', views: [{ id: 'Swap', title: 'Swap' }] }),
        definePlugin({ name: 'off', feature: 'onramp', views: [{ id: 'OnRampProviders', title: 'Buy' }] }),
      ],
      features: { onramp: false },
    })
    expect([...coreViews, ...Object.keys(kernel.views)].sort()).toEqual(
      [...specViews, ...appKitViews, 'Swap'].sort(),
    )
  })
})
