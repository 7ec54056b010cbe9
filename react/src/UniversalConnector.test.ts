// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet, solana } from '@foyer/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, testAddress, testConnector } from './createAppKit.test-utils.js'
import { UniversalConnector, type UniversalConnectorConfig } from './UniversalConnector.js'

const created: UniversalConnector[] = []
afterEach(() => {
  for (const connector of created.splice(0)) connector.appKit.destroy()
})

const session = {
  topic: 'a1',
  namespaces: { eip155: { accounts: [`eip155:1:${testAddress}`], methods: ['personal_sign'], events: [] } },
  peer: { metadata: { name: 'Test Wallet', description: '', url: 'https://wallet.test', icons: [] } },
  expiry: 0,
}
const config: UniversalConnectorConfig = {
  projectId: 'compat',
  metadata: { name: 'Universal', description: 'Universal connector', url: 'https://app.test', icons: [] },
  networks: [
    { namespace: 'eip155', chains: [mainnet], methods: ['personal_sign'], events: ['chainChanged'] },
  ],
}

describe("UniversalConnector (AppKit's @reown/appkit-universal-connector)", () => {
  it('init makes the modal in basic mode: WalletConnect for the chains of every namespace given', async () => {
    const connector = await UniversalConnector.init({
      ...config,
      networks: [...config.networks, { namespace: 'solana', chains: [solana], methods: [], events: [] }],
      providerConfig: { relayUrl: 'ws://127.0.0.1:9' },
      modalConfig: { themeMode: 'light' },
    })
    created.push(connector)
    expect(connector.appKit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      solana.caipNetworkId,
    ])
    expect(connector.appKit.getThemeMode()).toBe('light')
    expect(connector.provider).toBeUndefined()
    await expect(connector.request({ method: 'personal_sign' }, 'eip155:1')).rejects.toThrow(
      'Wallet is not connected',
    )
  })

  it('connect opens the modal and resolves with the session the wallet approved; request goes through it', async () => {
    const { appKit, adapter } = createTestAppKit()
    const calls: unknown[] = []
    Object.assign(adapter.provider, {
      session,
      request: async (args: unknown, chain: string) => {
        calls.push([args, chain])
        return '0xsigned'
      },
    })
    const connector = new UniversalConnector({ appKit, config })
    created.push(connector)
    const connecting = connector.connect()
    await expect.poll(() => appKit.isOpen(), { timeout: 15_000 }).toBe(true)
    await connect(appKit.kernel, { connectorId: testConnector.id, namespace: 'eip155' })
    await expect(connecting).resolves.toEqual({ session })
    expect(appKit.isOpen()).toBe(false)
    expect(
      await connector.request({ method: 'personal_sign', params: ['0x01', testAddress] }, 'eip155:1'),
    ).toBe('0xsigned')
    expect(calls).toEqual([[{ method: 'personal_sign', params: ['0x01', testAddress] }, 'eip155:1']])
    await expect(connector.connect()).resolves.toEqual({ session })
    expect(appKit.isOpen()).toBe(false)
    await connector.disconnect()
    expect(connector.provider).toBeUndefined()
  })

  it('connect rejects when the modal closes before a wallet approves', async () => {
    const { appKit } = createTestAppKit()
    const connector = new UniversalConnector({ appKit, config })
    created.push(connector)
    const connecting = connector.connect()
    await expect.poll(() => appKit.isOpen(), { timeout: 15_000 }).toBe(true)
    await appKit.close()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionCancelledError' })
  })
})
