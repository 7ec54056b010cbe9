import { definePlugin, request } from '@foyer/core'
import { arbitrum } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { activity, fetchHistory, groupTransactions } from './exports/index.js'

const { serviceUrl, rpcUrl, receiver, payer, payerKey, sender, spamHolder } = inject('activityDevnet')

describe('fetchHistory (anvil + reference service)', () => {
  it('pages the history with the cursor (a fetch appends), on the active chain; nothing without an address', async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [activity()],
      adapter: { accounts: [receiver] },
    })
    const context = test.context<ReturnType<typeof activity>>('activity')
    await fetchHistory(context)
    expect(context.getState().status).toBe('idle')
    await test.connect()
    await fetchHistory(context)
    let state = context.getState()
    expect(state.status).toBe('ready')
    expect(state.transactions).toHaveLength(20)
    expect(state.next).not.toBeNull()
    expect(state.transactions[0]?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      chain: 'eip155:1',
    })
    expect(state.transactions[0]?.metadata.sentFrom.toLowerCase()).toBe(sender.toLowerCase())
    expect(state.transactions[0]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.001' },
      fungible_info: { symbol: 'ETH' },
    })

    await fetchHistory(context, { more: true })
    state = context.getState()
    expect(state.transactions).toHaveLength(24)
    expect(state.next).toBeNull()
    const symbols = state.transactions
      .slice(-2)
      .map((transaction) => transaction.transfers[0]?.fungible_info?.symbol)
    const amounts = state.transactions
      .slice(-2)
      .map((transaction) => transaction.transfers[0]?.quantity.numeric)
    expect(symbols).toEqual(['USDC', 'ETH'])
    expect(amounts).toEqual(['25', '1.5'])
    const groups = groupTransactions(state.transactions)
    expect(groups.flatMap((group) => group.months.flatMap((month) => month.transactions))).toEqual(
      state.transactions,
    )
    test.destroy()
  })

  it('lists on-ramp purchases (the onramp query) beside the history', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const generated = await fetch(`${serviceUrl}/v1/generators/onrampurl?projectId=foyer-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: buyer, assets: ['USDC'] }],
        partnerUserId: buyer,
        paymentAmount: 50,
      }),
    })
    const { url } = (await generated.json()) as { url: string }
    expect((await fetch(url, { method: 'POST' })).status).toBe(200)

    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [activity()],
      adapter: { accounts: [buyer] },
    })
    await test.connect()
    const context = test.context<ReturnType<typeof activity>>('activity')
    await fetchHistory(context)
    const { purchases, transactions } = context.getState()
    expect(
      purchases.map((purchase) => [
        purchase.metadata.operationType,
        purchase.transfers[0]?.fungible_info?.symbol,
      ]),
    ).toEqual([['buy', 'USDC']])
    // The same transfer is in the history too; the view shows it once, as a purchase.
    expect(transactions.map((transaction) => transaction.id)).toContain(purchases[0]?.id)
    test.destroy()
  })

  it('drops transactions whose transfers are all spam NFTs', async () => {
    const raw = (await (
      await fetch(
        `${serviceUrl}/v1/account/${spamHolder}/history?projectId=foyer-dev&chainId=eip155:1&limit=100`,
      )
    ).json()) as {
      data: { transfers: { nft_info?: { flags: { is_spam: boolean } } }[] }[]
    }
    const allSpam = (transaction: (typeof raw.data)[number]) =>
      transaction.transfers.length > 0 &&
      transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam)
    expect(raw.data.some(allSpam)).toBe(true)

    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [activity()],
      adapter: { accounts: [spamHolder] },
    })
    await test.connect()
    const context = test.context<ReturnType<typeof activity>>('activity')
    await fetchHistory(context)
    while (context.getState().next) await fetchHistory(context, { more: true })
    expect(context.getState().transactions.length).toBeGreaterThan(0)
    expect(context.getState().transactions.some(allSpam)).toBe(false)
    test.destroy()
  })

  it("shows 'Failed to fetch transactions' and marks the list empty when the fetch fails", async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [arbitrum],
      plugins: [activity()],
      adapter: { accounts: [receiver], chainId: arbitrum.id },
    })
    await test.connect()
    const context = test.context<ReturnType<typeof activity>>('activity')
    await fetchHistory(context)
    expect(context.getState()).toMatchObject({ status: 'failed', empty: true, transactions: [] })
    expect(context.getSnackbar()).toMatchObject({ message: 'Failed to fetch transactions', variant: 'error' })
    test.destroy()
  })
})

describe('activity()', () => {
  it('fills the Activity slot while the history feature is on, and is not set up while it is off', async () => {
    const on = createTestKernel({ plugins: [activity()] })
    expect(on.kernel.views.AccountActivity).toEqual({
      id: 'AccountActivity',
      title: 'Activity',
      plugin: 'activity',
    })
    on.destroy()
    const off = createTestKernel({ features: { history: false }, plugins: [activity()] })
    expect(off.kernel.views.AccountActivity).toBeUndefined()
    off.destroy()
    const { activity: withView } = await import('./exports/react.js')
    const module = await withView().viewLoaders.AccountActivity?.()
    expect(typeof module?.default).toBe('function')
  })
})

describe('pending transactions', () => {
  const send = definePlugin({
    name: 'send',
    events: { pendingTransaction: z.object({ hash: z.string(), caipNetworkId: z.string() }) },
  })

  it('shows a send through Foyer at once as pending and settles it when mined', async () => {
    const wallet = createWalletClient({ account: privateKeyToAccount(payerKey), transport: http(rpcUrl) })
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const seen: unknown[] = []
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [activity({ pendingPollMs: 20 }), send],
      adapter: {
        accounts: [payer],
        answers: {
          eth_getTransactionCount: ({ params }: { params?: unknown }) =>
            chain
              .getTransactionCount({
                address: (params as [`0x${string}`])[0],
                blockTag: (params as [string, 'latest' | 'pending'])[1],
              })
              .then((count) => `0x${count.toString(16)}`),
          eth_sendTransaction: async () => {
            seen.push(structuredClone(context.getState().pending))
            return wallet.sendTransaction({ chain: null, to: sender, value: parseEther('0.01') })
          },
        },
      },
    })
    const context = test.context<ReturnType<typeof activity>>('activity')
    await test.connect()
    await request(test.kernel, {
      method: 'eth_sendTransaction',
      params: [{ from: payer, to: sender, value: '0x2386f26fc10000' }],
    })
    // The wallet was asked with the transaction already listed as pending.
    expect(seen).toEqual([
      [expect.objectContaining({ chain: 'eip155:1', from: payer, to: sender, submitted: false })],
    ])
    await vi.waitFor(() => expect(context.getState().pending).toEqual([]), { timeout: 5_000, interval: 20 })

    // The send plugin's `pendingTransaction` event adds one by hash; the list keeps at most 99.
    const sendContext = test.context(send)
    for (let index = 0; index < 120; index++)
      sendContext.events.emit('pendingTransaction', {
        hash: `0x${index.toString(16).padStart(64, '0')}`,
        caipNetworkId: 'eip155:2',
      })
    // The last one listed first shows all 120 are in: only then does the length say the list keeps 99.
    await vi.waitFor(
      () => expect(context.getState().pending[0]?.hash).toBe(`0x${(119).toString(16).padStart(64, '0')}`),
      { timeout: 5_000, interval: 10 },
    )
    expect(context.getState().pending).toHaveLength(99)
    test.destroy()
  })
})
