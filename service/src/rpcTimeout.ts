import * as z from 'zod'

/** How long one chain RPC call may take when `FOYER_RPC_TIMEOUT_MS` is unset. */
export const defaultRpcTimeoutMs = 5_000

/** `FOYER_RPC_TIMEOUT_MS`: a whole number of milliseconds, 100 to 120,000. */
export const rpcTimeoutSchema = z.coerce
  .number({ error: 'expected a number of milliseconds' })
  .int({ error: 'expected a whole number of milliseconds' })
  .min(100, { error: 'expected at least 100 ms' })
  .max(120_000, { error: 'expected at most 120000 ms' })

/**
 * The time limit of every chain RPC call the service makes (viem's `http({ timeout })`, `fetchWithRpcTimeout`):
 * `FOYER_RPC_TIMEOUT_MS`, read when a reader is made, else 5 s. A chain that does not answer in time is a 503
 * `chain_unavailable`, never a hang. `readServiceConfig` refuses a bad value at start.
 */
export function rpcTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = rpcTimeoutSchema.safeParse(env.FOYER_RPC_TIMEOUT_MS || undefined)
  return parsed.success ? parsed.data : defaultRpcTimeoutMs
}

/** `fetch` bounded by `rpcTimeoutMs()` (or `timeoutMs`): for chain and indexer HTTP APIs. */
export function fetchWithRpcTimeout(
  url: string | URL,
  init: RequestInit = {},
  timeoutMs: number = rpcTimeoutMs(),
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs)
  return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
}
