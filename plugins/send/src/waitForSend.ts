import * as z from 'zod/mini'
import { getSolanaRpc } from './getSolanaRpc.js'
import type { SendContext } from './SendContext.js'
import type { PendingTransaction } from './send.js'

/** Where a sent transfer stands: sent and waiting, included (and successful), or included and reverted. */
export type SendStatus = 'pending' | 'confirmed' | 'failed'

const receiptSchema = z.nullable(z.object({ status: z.optional(z.string()) }))
const signatureStatusesSchema = z.object({
  value: z.array(
    z.nullable(
      z.object({
        err: z.optional(z.unknown()),
        confirmationStatus: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
})

export type WaitForSendOptions = {
  pollMs?: number
  /** Gives up (the status stays 'pending') after this long. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * Waits until the network includes a sent transfer: the receipt on eip155 (`status` 0x1 confirmed, 0x0 failed),
 * the signature status on Solana (`confirmed` or `finalized`; an `err` failed). Once it is settled, the balances
 * of its namespace are marked stale so the button, the Account view and the Tokens tab read them again. Read
 * failures are retried; after `timeoutMs` (2 minutes) the answer is 'pending'.
 */
export async function waitForSend(
  context: SendContext,
  pending: PendingTransaction,
  { pollMs = 1000, timeoutMs = 120_000, signal }: WaitForSendOptions = {},
): Promise<SendStatus> {
  const deadline = Date.now() + timeoutMs
  while (!signal?.aborted && Date.now() < deadline) {
    const status = await readStatus(context, pending).catch(() => 'pending' as const)
    if (status !== 'pending') {
      context.markBalanceStale(pending.namespace)
      return status
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return 'pending'
}

async function readStatus(
  context: SendContext,
  { namespace, hash }: PendingTransaction,
): Promise<SendStatus> {
  // The adapter answers a polkadot transfer once it is in a block, and throws if it failed there.
  if (namespace === 'polkadot') return 'confirmed'
  if (namespace === 'eip155') {
    const answer = await context.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
      namespace: 'eip155',
    })
    const receipt = z.parse(receiptSchema, answer ?? null)
    if (!receipt) return 'pending'
    return receipt.status === '0x0' ? 'failed' : 'confirmed'
  }
  const { value } = await getSolanaRpc(context).request({
    method: 'getSignatureStatuses',
    params: [[hash], { searchTransactionHistory: true }],
    schema: signatureStatusesSchema,
  })
  const status = value[0]
  if (!status) return 'pending'
  if (status.err) return 'failed'
  return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
    ? 'confirmed'
    : 'pending'
}
