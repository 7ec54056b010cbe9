import { BaseError } from '@foyer/core'
import * as z from 'zod/mini'
import type { SendContext } from './SendContext.js'

const responseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

/** A Solana JSON-RPC read that failed: the endpoint's error or an unexpected answer. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  constructor({ method, cause }: { method: string; cause: unknown }) {
    super(`The Solana endpoint did not answer ${method}.`, { cause })
  }
}

export type SolanaRpc = {
  request<T>(parameters: { method: string; params: unknown[]; schema: z.ZodMiniType<T> }): Promise<T>
}

/**
 * JSON-RPC reads on the active Solana network's RPC URL, for what the kernel's `request` does not offer on Solana
 * (balances, the latest blockhash). Signing still goes through `request`.
 */
export function getSolanaRpc(context: SendContext): SolanaRpc {
  const url = context.getNetwork({ namespace: 'solana' }).caipNetwork?.rpcUrls.default.http[0]
  return {
    async request({ method, params, schema }) {
      try {
        if (!url) throw new Error('The active Solana network has no RPC URL.')
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
        const body = z.parse(responseSchema, await response.json())
        if (body.error) throw new Error(body.error.message)
        return z.parse(schema, body.result)
      } catch (error) {
        throw new SolanaRpcError({ method, cause: error })
      }
    },
  }
}
