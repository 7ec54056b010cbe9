import { connect } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, testAddress, testConnector } from '../createAppKit.test-utils.js'
import { deleteConnection, getConnections, switchConnection } from './getConnections.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('connections (AppKit multi-wallet shape)', () => {
  it('lists the live connection of a namespace, with its wallet, network and accounts', async () => {
    const { appKit, kernel } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    expect(getConnections(kernel, 'eip155')).toEqual([])
    await connect(kernel, { namespace: 'eip155', connectorId: testConnector.id })
    const [connection] = getConnections(kernel, 'eip155')
    expect(connection).toMatchObject({
      name: 'Test Wallet',
      icon: testConnector.imageUrl,
      connectorId: testConnector.id,
      caipNetwork: { caipNetworkId: 'eip155:1' },
      accounts: [{ address: testAddress, caipAddress: `eip155:1:${testAddress}` }],
    })
    expect(appKit.getConnections('eip155')).toBe(getConnections(kernel, 'eip155'))
    expect(getConnections(kernel, 'solana')).toEqual([])
  })

  it('switching to the live connection changes nothing; another account of it is chosen in the wallet', async () => {
    const { appKit, kernel, wallet } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    await connect(kernel, { namespace: 'eip155', connectorId: testConnector.id })
    const [connection] = getConnections(kernel, 'eip155')
    if (!connection) throw new Error('not connected')
    await expect(switchConnection(kernel, { connection })).resolves.toEqual({
      address: testAddress,
      namespace: 'eip155',
      hasSwitchedWallet: false,
      hasSwitchedAccount: false,
    })
    await expect(
      switchConnection(kernel, { connection, address: '0x0000000000000000000000000000000000000001' }),
    ).rejects.toThrow('Choose the account in the wallet.')
    expect(wallet.calls.filter((call) => call.startsWith('connect'))).toHaveLength(1)
  })

  it('deleting the live connection disconnects its namespace; another address is left alone', async () => {
    const { appKit, kernel, wallet } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    await connect(kernel, { namespace: 'eip155', connectorId: testConnector.id })
    await deleteConnection(kernel, {
      address: '0x0000000000000000000000000000000000000001',
      connectorId: testConnector.id,
    })
    expect(getConnections(kernel, 'eip155')).toHaveLength(1)
    await deleteConnection(kernel, {
      address: testAddress.toUpperCase().replace('0X', '0x'),
      connectorId: testConnector.id,
      namespace: 'eip155',
    })
    expect(getConnections(kernel, 'eip155')).toEqual([])
    expect(wallet.calls).toContain('disconnect')
  })
})
