import { parseRpcJson } from './rpcJson.js'
import { fetchWithRpcTimeout } from './rpcTimeout.js'
import { ChainUnavailableError, UpstreamError } from './serviceErrors.js'

/**
 * One JSON-RPC call to a Solana endpoint. Integers of 16 or more digits come back as strings (u64
 * lamports keep every digit); an endpoint that does not answer in time is a
 * `ChainUnavailableError` (503), a failed call an `UpstreamError` (502).
 */
export async function callSolanaRpc<Result>(url: string, method: string, params: unknown[]): Promise<Result> {
  let text: string
  try {
    const response = await fetchWithRpcTimeout(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    text = await response.text()
  } catch (error) {
    throw new ChainUnavailableError(`Solana RPC ${method}`, error)
  }
  let body: { result?: Result; error?: { message?: string } }
  try {
    body = parseRpcJson(text) as typeof body
  } catch (error) {
    throw new UpstreamError(`Solana RPC ${method}`, error)
  }
  if (body.error || body.result === undefined)
    throw new UpstreamError(`Solana RPC ${method}`, body.error?.message ?? 'no result')
  return body.result
}
