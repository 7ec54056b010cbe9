import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { sepolia } from '../chains/index.js'
import { definePlugin } from '../exports/index.js'
import { createMockAdapter, createTestKernel } from '../exports/testing.js'

/** A small plugin, as an author would test it: counts connects, keeps a note, vetoes one method. */
const counter = definePlugin({
  name: 'counter',
  state: () => ({ connects: 0 }),
  storage: { note: z.string() },
  events: { counted: z.object({ connects: z.number() }) },
  setup(context) {
    context.events.on('connect', () => {
      context.setState(({ connects }) => ({ connects: connects + 1 }))
      context.events.emit('counted', { connects: context.getState().connects })
    })
    context.hooks.shouldAllowRpcRequest.tap('counter', (rpc) =>
      rpc.method === 'eth_signTypedData_v4' ? { reason: 'counter refuses typed data' } : undefined,
    )
    return undefined
  },
})

describe('@foyer/core/testing', () => {
  it('creates a kernel with the plugin and a mock wallet, connects it and drives the guard', async () => {
    const test = createTestKernel({ plugins: [counter] })
    const context = test.context(counter)
    const counted: unknown[] = []
    context.events.onPlugin(counter, 'counted', (payload) => counted.push(payload))

    await test.connect()
    expect(context.getAccount()).toMatchObject({ isConnected: true, address: test.adapter.wallet.address })
    expect(context.getState()).toEqual({ connects: 1 })
    expect(counted).toEqual([{ connects: 1 }])

    expect(await context.request({ method: 'eth_chainId' })).toBe('0x1')
    await expect(context.request({ method: 'eth_signTypedData_v4', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(test.adapter.calls.map((call) => call.type === 'request' && call.method).filter(Boolean)).toEqual([
      'eth_chainId',
    ])

    context.storage.set('note', 'hello')
    expect(test.storage.getItem('@foyer/plugin:counter:note')).toBe('"hello"')
    test.destroy()
  })

  it('the mock adapter answers as configured, records calls and reports wallet-side changes', async () => {
    const adapter = createMockAdapter({
      accounts: ['0x1111111111111111111111111111111111111111'],
      answers: { eth_blockNumber: '0x10', eth_getBalance: () => '0x0de0b6b3a7640000' },
    })
    const test = createTestKernel({ adapter, networks: [sepolia] })
    await test.connect()
    expect(test.kernel.store.getState().accounts.eip155?.address).toBe(
      '0x1111111111111111111111111111111111111111',
    )
    adapter.setAnswer('eth_gasPrice', () => {
      throw new Error('gas price unavailable')
    })
    const { request } = await import('../actions/request.js')
    expect(await request(test.kernel, { method: 'eth_blockNumber' })).toBe('0x10')
    await expect(request(test.kernel, { method: 'eth_gasPrice' })).rejects.toThrow('gas price unavailable')

    adapter.changeAccount('0x2222222222222222222222222222222222222222')
    expect(test.kernel.store.getState().accounts.eip155?.address).toBe(
      '0x2222222222222222222222222222222222222222',
    )
    await test.disconnect()
    expect(test.kernel.store.getState().accounts.eip155?.status).toBe('disconnected')
    expect(adapter.calls.map((call) => call.type)).toEqual(['connect', 'request', 'request', 'disconnect'])
    test.destroy()
  })

  it('refuses connects when told to, and names a plugin that is not installed', async () => {
    const test = createTestKernel({ adapter: { rejectConnect: true } })
    await expect(test.connect()).rejects.toThrow()
    expect(() => test.context('missing')).toThrow('Plugin "missing" is not installed')
  })
})
