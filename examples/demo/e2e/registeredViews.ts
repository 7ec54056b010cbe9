import { coreViews, isModalOwnView } from '@foyer/core'
import type { DevnetInfo } from '@foyer/devnet'

type DemoKit = { kernel: { views: Readonly<Record<string, unknown>> }; destroy(): void }

/**
 * Every view the demo pages can show: the modal's own core views plus each view the pages' plugins register (the
 * kernel's `views`), read from the pages' own `createAppKit` modules, created here outside a browser (nothing mounts)
 * with the devnet's configuration baked in as the build does, and `?siwx=required` so the SIWX plugin is there too.
 */
export async function registeredDemoViews(devnet: DevnetInfo): Promise<string[]> {
  const scope = globalThis as { __FOYER_DEVNET__?: unknown; location?: unknown }
  scope.__FOYER_DEVNET__ = {
    rpcUrls: devnet.evm.rpcUrls,
    serviceUrl: devnet.service?.url,
    relayUrl: devnet.relay?.url ?? null,
    solanaUrl: devnet.solana?.url ?? null,
    bitcoinUrl: devnet.bitcoin?.url ?? null,
    polkadotUrl: devnet.polkadot?.url ?? null,
    frameUrl: devnet.frame?.url ?? null,
    swapRouters: Object.fromEntries(
      devnet.evm.chains.map((chain) => [`eip155:${chain.chainId}`, chain.router]),
    ),
    swapWrappedNative: Object.fromEntries(
      devnet.evm.chains.map((chain) => [`eip155:${chain.chainId}`, chain.weth]),
    ),
  }
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://127.0.0.1/?siwx=required'),
    configurable: true,
    writable: true,
  })
  const kits: DemoKit[] = []
  try {
    kits.push((await import('../src/appKit.js')).appKit)
    kits.push((await import('../src/multichainAppKit.js')).multichainAppKit)
    const views = new Set<string>(coreViews.filter(isModalOwnView))
    for (const kit of kits) for (const view of Object.keys(kit.kernel.views)) views.add(view)
    return [...views].sort()
  } finally {
    for (const kit of kits) kit.destroy()
    delete scope.location
    delete scope.__FOYER_DEVNET__
  }
}
