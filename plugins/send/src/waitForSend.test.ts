import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SendContext } from './SendContext.js'
import type { PendingTransaction } from './send.js'
import { waitForSend } from './waitForSend.js'

const base = {
  caipNetworkId: 'eip155:1',
  from: '0x1',
  to: '0x2',
  token: { symbol: 'ETH', decimals: 18 },
  amount: '1',
  sentAt: 0,
}
const evmSend: PendingTransaction = { ...base, hash: `0x${'ab'.repeat(32)}`, namespace: 'eip155' }
const solanaSend: PendingTransaction = {
  ...base,
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  hash: '5signature',
  namespace: 'solana',
}

/** A context whose `request` answers the receipts given in turn; records what it marks stale. */
function fakeContext(receipts: unknown[] = []) {
  const stale: (string | undefined)[] = []
  const context = {
    request: vi.fn(async () => receipts.shift() ?? null),
    markBalanceStale: (namespace?: string) => stale.push(namespace),
    getNetwork: () => ({ caipNetwork: { rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } } } }),
  } as unknown as SendContext
  return { context, stale }
}

afterEach(() => vi.unstubAllGlobals())

describe('waitForSend', () => {
  it('waits for the EVM receipt: pending while there is none, then confirmed, and marks balances stale once', async () => {
    const { context, stale } = fakeContext([null, null, { status: '0x1' }])
    expect(await waitForSend(context, evmSend, { pollMs: 1 })).toBe('confirmed')
    expect(context.request).toHaveBeenCalledTimes(3)
    expect(stale).toEqual(['eip155'])
  })

  it('says failed for a reverted receipt', async () => {
    const { context, stale } = fakeContext([{ status: '0x0' }])
    expect(await waitForSend(context, evmSend, { pollMs: 1 })).toBe('failed')
    expect(stale).toEqual(['eip155'])
  })

  it('stays pending (and marks nothing) when nothing is mined in time, or once aborted', async () => {
    const { context, stale } = fakeContext()
    expect(await waitForSend(context, evmSend, { pollMs: 1, timeoutMs: 20 })).toBe('pending')
    const controller = new AbortController()
    controller.abort()
    expect(await waitForSend(context, evmSend, { signal: controller.signal })).toBe('pending')
    expect(stale).toEqual([])
  })

  it("reads a Solana signature's status: processed is pending, confirmed is confirmed, an err is failed", async () => {
    const answers = [
      [{ err: null, confirmationStatus: 'processed' }],
      [{ err: null, confirmationStatus: 'confirmed' }],
      [{ err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' }],
    ]
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { body: string }) => {
        bodies.push(JSON.parse(init.body))
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { value: answers.shift() } }))
      }),
    )
    const { context, stale } = fakeContext()
    expect(await waitForSend(context, solanaSend, { pollMs: 1 })).toBe('confirmed')
    expect(bodies[0]).toMatchObject({ method: 'getSignatureStatuses', params: [['5signature'], {}] })
    expect(await waitForSend(context, solanaSend, { pollMs: 1 })).toBe('failed')
    expect(stale).toEqual(['solana', 'solana'])
  })
})
