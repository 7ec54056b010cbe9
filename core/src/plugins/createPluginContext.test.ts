import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation.js'
import { createTestKernel } from '../testing/createTestKernel.js'
import { definePlugin } from './FoyerPlugin.js'

const holding = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'http://127.0.0.1/eth.png',
}

describe('context.setTokenBalance', () => {
  it("fills the connected account's tokenBalance, checked with the balance schema, and only while it is connected", async () => {
    const plugin = definePlugin({ name: 'balances' })
    const test = createTestKernel({ plugins: [plugin] })
    const context = test.context(plugin)
    const tokenBalance = () => test.kernel.store.getState().accounts.eip155?.tokenBalance
    context.setTokenBalance([holding])
    expect(tokenBalance() ?? []).toEqual([]) // not connected: nothing written
    await test.connect()
    context.setTokenBalance([holding], { address: '0x0000000000000000000000000000000000000001' })
    expect(tokenBalance()).toEqual([]) // another account's fetch
    context.setTokenBalance([holding], { address: test.adapter.wallet.address })
    expect(tokenBalance()).toEqual([holding])
    expect(() => context.setTokenBalance([{ ...holding, price: 'free' } as never])).toThrow(ValidationError)
    expect(() => context.setTokenBalance([{ ...holding, price: 'free' } as never])).toThrow(/price/)
    test.destroy()
  })
})

describe('context.markBalanceStale', () => {
  it("says the active namespace's balances (or the given namespace's) are stale, for whatever shows them", async () => {
    const plugin = definePlugin({ name: 'sender' })
    const test = createTestKernel({ plugins: [plugin] })
    const context = test.context(plugin)
    const stale: string[] = []
    test.kernel.events.on('balanceStale', ({ namespace }) => stale.push(namespace))
    await test.connect()
    context.markBalanceStale()
    context.markBalanceStale('solana')
    expect(stale).toEqual(['eip155', 'solana'])
    test.destroy()
  })
})
