import { createKernel, destroyKernel, InvalidOptionsError } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createConfig, http } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { authConnector } from './authConnector.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const projectId = 'compat'
const networks = [mainnet]

describe("authConnector (AppKit's embedded-wallet connector for wagmi)", () => {
  it("stands for the socials() plugin's embedded wallet: the wagmi config gets no connector of its own", () => {
    const wagmiAdapter = new WagmiAdapter({
      networks,
      projectId,
      connectors: [authConnector({ chains: [mainnet], options: { projectId } })],
    })
    expect(wagmiAdapter.wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['injected'])
    const kernel = createKernel({
      projectId,
      networks,
      adapters: [wagmiAdapter],
      plugins: [{ name: 'socials' }],
    })
    destroyKernel(kernel)
  })

  it('is refused, naming it, when no socials() plugin gives the embedded wallet', () => {
    const wagmiAdapter = new WagmiAdapter({
      networks,
      projectId,
      connectors: [authConnector({ options: { projectId } })],
    })
    expect(() => createKernel({ projectId, networks, adapters: [wagmiAdapter] })).toThrow(InvalidOptionsError)
    expect(() => createKernel({ projectId, networks, adapters: [wagmiAdapter] })).toThrow(/authConnector/)
  })

  it('outside a WagmiAdapter (a plain wagmi config) it says where it belongs', () => {
    expect(() =>
      createConfig({
        chains: [mainnet],
        transports: { 1: http() },
        connectors: [authConnector({ options: { projectId } })],
      }),
    ).toThrow(/WagmiAdapter's `connectors`/)
  })
})
