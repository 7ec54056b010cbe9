import { connect, getAccount } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, testConnector } from '../../createAppKit.test-utils.js'
import { refreshBalance } from './refreshBalance.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('refreshBalance', () => {
  it('reads again after a transaction made the balance stale while nothing showed it (no 30 s cache then)', async () => {
    const { appKit, kernel, adapter } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    let balance = '1'
    adapter.getBalance = async () => ({ balance, symbol: 'ETH' })
    await connect(kernel, { namespace: 'eip155', connectorId: testConnector.id })
    await refreshBalance(kernel, { namespace: 'eip155' })
    expect(getAccount(kernel, { namespace: 'eip155' }).balance).toBe('1')

    balance = '0.75'
    await refreshBalance(kernel, { namespace: 'eip155' })
    expect(getAccount(kernel, { namespace: 'eip155' }).balance).toBe('1')
    // A send (no view listening): the next ordinary read asks the chain.
    kernel.events.emit('balanceStale', { namespace: 'eip155' })
    await refreshBalance(kernel, { namespace: 'eip155' })
    expect(getAccount(kernel, { namespace: 'eip155' }).balance).toBe('0.75')
  })
})
