import { ChainRpcError } from './walletErrors.js'

let nextId = 1

/** Sends one JSON-RPC 2.0 request over HTTP and returns its result; a node's error keeps its code and data. */
export async function postJsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (cause) {
    throw new ChainRpcError({ code: -32603, message: `Could not reach ${url}: ${String(cause)}` })
  }
  const text = await response.text()
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch {
    throw new ChainRpcError({
      code: -32603,
      message: `${url} answered ${response.status}: ${text.slice(0, 200)}`,
    })
  }
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error'
    throw new ChainRpcError({ code, message, data: body.error.data })
  }
  return body.result
}
