import { arbitrum } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { fetchTokenBalances, sortByValue, tokens } from './exports/index.js'

const { serviceUrl, rpcUrl, receiver, devKey } = inject('tokensDevnet')

describe('fetchTokenBalances (anvil + reference service)', () => {
  it('reads the balances from the chain, by value, into state and tokenBalance; cached 30 s', async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [tokens()],
      adapter: { accounts: [receiver] },
    })
    const context = test.context<ReturnType<typeof tokens>>('tokens')
    await fetchTokenBalances(context)
    expect(context.getState().status).toBe('idle') // nothing without a connected address
    await test.connect()
    let clock = 1_000_000
    const now = () => clock
    await fetchTokenBalances(context, { now })
    const state = context.getState()
    expect(state.status).toBe('ready')
    expect(
      state.balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value]),
    ).toEqual([
      ['ETH', '1.5', 4500],
      ['USDC', '25', 25],
    ])
    expect(state.totalUsd).toBe(4525)
    expect(test.kernel.store.getState().accounts.eip155?.tokenBalance).toEqual(state.balances)

    const wallet = createWalletClient({ account: privateKeyToAccount(devKey), transport: http(rpcUrl) })
    const hash = await wallet.sendTransaction({ chain: null, to: receiver, value: parseEther('1') })
    // anvil may answer the send, even give its receipt, before the block holding it is the latest a read sees (a CI
    // run read 1.5 here).
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const { blockNumber } = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    await expect.poll(() => chain.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(blockNumber)
    clock += 10_000
    await fetchTokenBalances(context, { now })
    expect(context.getState().balances[0]?.quantity.numeric).toBe('1.5') // still cached
    await fetchTokenBalances(context, { now, force: true })
    expect(context.getState().balances[0]?.quantity.numeric).toBe('2.5')
    test.destroy()
  })

  it("shows 'Token Balance Unavailable' once on a network the service doesn't serve, and waits 30 s to retry", async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [arbitrum],
      plugins: [tokens()],
      adapter: { accounts: [receiver], chainId: arbitrum.id },
    })
    await test.connect()
    const context = test.context<ReturnType<typeof tokens>>('tokens')
    const messages: string[] = []
    let last = context.getSnackbar()
    context.subscribe(() => {
      const snackbar = context.getSnackbar()
      if (snackbar !== last && snackbar.open) messages.push(snackbar.message)
      last = snackbar
    })
    let clock = 5_000_000
    const now = () => clock
    await fetchTokenBalances(context, { now })
    expect(context.getState()).toMatchObject({ status: 'unavailable', balances: [], failedAt: clock })
    clock += 29_000
    await fetchTokenBalances(context, { now, force: true })
    expect(messages).toEqual(['Token Balance Unavailable'])
    expect(context.getState().failedAt).toBe(clock - 29_000) // no second try yet
    clock += 2_000
    await fetchTokenBalances(context, { now })
    expect(context.getState()).toMatchObject({ status: 'unavailable', failedAt: clock })
    test.destroy()
  })

  it('drops quantities whose decimals are 0 and sorts by USD value', () => {
    const balance = (symbol: string, decimals: string, value: number) => ({
      name: symbol,
      symbol,
      chainId: 'eip155:1',
      price: 1,
      value,
      quantity: { decimals, numeric: '1' },
      iconUrl: '',
    })
    expect(
      sortByValue([balance('A', '18', 1), balance('B', '0', 50), balance('C', '6', 9)]).map(
        (entry) => entry.symbol,
      ),
    ).toEqual(['C', 'A'])
  })
})
