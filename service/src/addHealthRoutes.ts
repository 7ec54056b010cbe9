import * as z from 'zod'
import type { Router } from './createRouter.js'
import { fetchWithRpcTimeout, rpcTimeoutMs } from './rpcTimeout.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** One thing `/readyz` checks: `check` resolves when it is ready and throws (saying why) when it is not. */
export type ReadinessCheck = { name: string; check: () => Promise<void> }

export type ReadinessResult = { name: string; ok: boolean; durationMs: number; error?: string }

/**
 * `GET /healthz`: 200 while the process answers. `GET /readyz`: every check at once, each bounded by `timeoutMs`;
 * 200 when all pass, 503 otherwise, the body naming each check (`{ status, checks: [{ name, ok, durationMs, error? }] }`).
 */
export function addHealthRoutes(
  router: Router,
  checks: readonly ReadinessCheck[],
  { timeoutMs = rpcTimeoutMs() }: { timeoutMs?: number } = {},
): void {
  router.add('GET', '/healthz', () => ({ headers: { 'cache-control': 'no-store' }, json: { status: 'ok' } }))
  router.add('GET', '/readyz', async () => {
    const results = await Promise.all(checks.map((check) => runCheck(check, timeoutMs)))
    const ready = results.every((result) => result.ok)
    return {
      status: ready ? 200 : 503,
      headers: { 'cache-control': 'no-store' },
      json: { status: ready ? 'ready' : 'unready', checks: results },
    }
  })
}

async function runCheck({ name, check }: ReadinessCheck, timeoutMs: number): Promise<ReadinessResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { name, ok: true, durationMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      name,
      ok: false,
      durationMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

/** The database answers a query. */
export function databaseReadinessCheck(store: ServiceStore): ReadinessCheck {
  return {
    name: 'database',
    check: async () => {
      await store.query(z.object({ ok: z.number() }), 'select 1 as ok')
    },
  }
}

const rpcReply = z.object({
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
})

async function rpcCall(url: string, method: string): Promise<unknown> {
  const response = await fetchWithRpcTimeout(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  if (!response.ok) throw new Error(`${method} answered HTTP ${response.status}`)
  const reply = rpcReply.parse(await response.json())
  if (reply.error || reply.result === undefined)
    throw new Error(`${method}: ${reply.error?.message ?? 'no result'}`)
  return reply.result
}

/** Each configured chain's endpoint answers (`eth_chainId` naming the chain, Solana `getHealth`, Esplora's tip). */
export function chainReadinessChecks(chains: {
  evm?: readonly { chainId: number; rpcUrl: string }[] | undefined
  solana?: readonly { caipNetworkId: string; url: string }[] | undefined
  bitcoin?: readonly { caipNetworkId: string; url: string }[] | undefined
}): ReadinessCheck[] {
  return [
    ...(chains.evm ?? []).map((chain) => ({
      name: `chain eip155:${chain.chainId}`,
      check: async () => {
        const id = Number(await rpcCall(chain.rpcUrl, 'eth_chainId'))
        if (id !== chain.chainId) throw new Error(`the endpoint serves chain ${id}, not ${chain.chainId}`)
      },
    })),
    ...(chains.solana ?? []).map((cluster) => ({
      name: `chain ${cluster.caipNetworkId}`,
      check: async () => {
        await rpcCall(cluster.url, 'getHealth')
      },
    })),
    ...(chains.bitcoin ?? []).map((network) => ({
      name: `chain ${network.caipNetworkId}`,
      check: async () => {
        const response = await fetchWithRpcTimeout(`${network.url.replace(/\/+$/, '')}/blocks/tip/height`)
        if (!response.ok) throw new Error(`the Esplora API answered HTTP ${response.status}`)
        await response.arrayBuffer()
      },
    })),
  ]
}
