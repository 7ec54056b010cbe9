import { createJsonRpcTransport, type JsonRpcTransport } from '@foyer/core'
import type { SendContext } from './SendContext.js'

/**
 * A JSON-RPC client on the active Solana network's RPC URL, for the reads the kernel's `request` does not offer on
 * Solana (balances, the latest blockhash). Signing still goes through `request`.
 */
export function getSolanaRpc(context: SendContext): JsonRpcTransport {
  const url = context.getNetwork({ namespace: 'solana' }).caipNetwork?.rpcUrls.default.http[0]
  return createJsonRpcTransport(url)
}
