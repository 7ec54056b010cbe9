import { type PluginContext, pendingTransactionsMax, type RpcRequest } from '@foyer/core'
import * as z from 'zod/mini'
import type { ActivityState, PendingTransaction } from './activity.js'
import { decodeErc20Recipient } from './decodeErc20Recipient.js'
import { PendingEventSchema } from './PendingEventSchema.js'

type Context = PluginContext<ActivityState>

/** A send the wallet never answered (refused, closed) is forgotten after this long. */
const unansweredMs = 120_000
const pollers = new WeakMap<object, ReturnType<typeof setInterval>>()

const txParamsSchema = z.tuple(
  [z.object({ from: z.optional(z.string()), to: z.optional(z.string()), data: z.optional(z.string()) })],
  z.unknown(),
)

/** Adds a send request the app makes through Foyer (before the wallet answers) as pending. */
export async function observeRequest(context: Context, rpc: RpcRequest, pollMs: number): Promise<void> {
  const chain = rpc.network?.caipNetworkId
  const params = z.safeParse(txParamsSchema, rpc.params)
  const from = (params.success ? params.data[0].from : undefined) ?? rpc.address
  if (!chain || !from) return
  let nonce: number | undefined
  if (rpc.namespace === 'eip155' && rpc.method === 'eth_sendTransaction') {
    // The count including the mempool is the nonce this transaction gets: it is mined once the mined count passes it.
    nonce = await readCount(context, from, 'pending')
  }
  // A token transfer goes to its recipient, not to the token contract the transaction calls.
  const to = params.success ? (decodeErc20Recipient(params.data[0].data) ?? params.data[0].to) : undefined
  add(
    context,
    {
      id: rpc.id,
      chain,
      from,
      startedAt: Date.now(),
      submitted: false,
      ...(to ? { to } : {}),
      ...(nonce === undefined ? {} : { nonce }),
    },
    pollMs,
  )
}

/** The send plugin reported a hash: attach it to the matching pending request, or add it. */
export function observeHash(context: Context, payload: unknown, pollMs: number): void {
  const parsed = z.safeParse(PendingEventSchema, payload)
  if (!parsed.success) return
  const { hash, caipNetworkId, chainId, from, to } = parsed.data
  const { pending } = context.getState()
  if (pending.some((entry) => entry.hash === hash)) return
  const match = pending.find(
    (entry) => !entry.hash && (!from || same(entry.from, from)) && (!to || !entry.to || same(entry.to, to)),
  )
  if (match) {
    update(context, match.id, { hash, submitted: true })
    return
  }
  const chain = caipNetworkId ?? chainId ?? context.getNetwork().caipNetworkId
  const sender = from ?? context.getAccount().address
  if (!chain || !sender) return
  add(
    context,
    { id: hash, hash, chain, from: sender, startedAt: Date.now(), submitted: true, ...(to ? { to } : {}) },
    pollMs,
  )
}

/** A send request was answered by the wallet: the oldest unanswered entry was sent. */
export function markSubmitted(context: Context): void {
  const waiting = context.getState().pending.filter((entry) => !entry.submitted)
  const oldest = waiting.at(-1)
  if (oldest) update(context, oldest.id, { submitted: true })
}

/** Stops checking (the kernel is destroyed). */
export function stopTracking(context: Context): void {
  clearInterval(pollers.get(context))
  pollers.delete(context)
}

function add(context: Context, entry: PendingTransaction, pollMs: number): void {
  context.setState(({ pending }) => ({ pending: [entry, ...pending].slice(0, pendingTransactionsMax) }))
  if (pollers.has(context)) return
  const timer = setInterval(() => void settle(context), pollMs)
  ;(timer as { unref?: () => void }).unref?.()
  pollers.set(context, timer)
}

function update(context: Context, id: string, change: Partial<PendingTransaction>): void {
  context.setState(({ pending }) => ({
    pending: pending.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
  }))
}

/** Drops the pending entries that were mined (or never sent). */
async function settle(context: Context): Promise<void> {
  const { pending } = context.getState()
  if (pending.length === 0) return stopTracking(context)
  const active = context.getNetwork().caipNetworkId
  const done = new Set<string>()
  for (const entry of pending) {
    if (!entry.submitted) {
      if (Date.now() - entry.startedAt > unansweredMs) done.add(entry.id)
      continue
    }
    // Solana's sign-and-send answers once the cluster processed it; an EVM chain is read (on the active chain only).
    if (!entry.chain.startsWith('eip155:')) done.add(entry.id)
    else if (entry.chain !== active) continue
    else if (entry.nonce !== undefined) {
      const mined = await readCount(context, entry.from, 'latest')
      if (mined !== undefined && mined > entry.nonce) done.add(entry.id)
    } else if (entry.hash) {
      const receipt = await context
        .request({ method: 'eth_getTransactionReceipt', params: [entry.hash], namespace: 'eip155' })
        .catch(() => null)
      if (receipt) done.add(entry.id)
    }
  }
  if (done.size > 0)
    context.setState(({ pending: current }) => ({ pending: current.filter((entry) => !done.has(entry.id)) }))
}

async function readCount(
  context: Context,
  address: string,
  block: 'latest' | 'pending',
): Promise<number | undefined> {
  try {
    const count = await context.request({
      method: 'eth_getTransactionCount',
      params: [address, block],
      namespace: 'eip155',
    })
    return typeof count === 'string' || typeof count === 'number' ? Number(count) : undefined
  } catch {
    return undefined
  }
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
