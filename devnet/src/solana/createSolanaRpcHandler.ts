import { parseRpcJson, stringifyRpcJson } from '@foyer/service'
import * as z from 'zod'
import type { SolanaRpcMethods } from './createSolanaRpcMethods.js'
import {
  SolanaRpcError,
  SolanaRpcInternalError,
  SolanaRpcInvalidParamsError,
  SolanaRpcInvalidRequestError,
  SolanaRpcMethodNotFoundError,
  SolanaRpcParseError,
} from './solanaRpcErrors.js'

type RequestId = string | number | null

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.unknown().optional(),
})

export type SolanaRpcHandler = {
  /** Answers a JSON-RPC 2.0 request body (single or batch) with the response body. Never throws. */
  handle(body: string): string
}

export function createSolanaRpcHandler(
  methods: SolanaRpcMethods,
  /** `onInternalError` sees errors that are the endpoint's own fault (answered -32603), for logging. */
  options: { onInternalError?: (error: unknown) => void } = {},
): SolanaRpcHandler {
  function errorResponse(id: RequestId, error: SolanaRpcError) {
    return { jsonrpc: '2.0', error: error.toJson(), id }
  }

  function handleOne(request: unknown) {
    const parsed = requestSchema.safeParse(request)
    if (!parsed.success) {
      const id = idOf(request)
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
      return errorResponse(id, new SolanaRpcInvalidRequestError(`Invalid request: ${issue?.message}${where}`))
    }
    const { id = null, method, params = [] } = parsed.data
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) return errorResponse(id, new SolanaRpcMethodNotFoundError(method))
    if (!Array.isArray(params)) {
      return errorResponse(
        id,
        new SolanaRpcInvalidParamsError('Invalid params: expected an array of positional params'),
      )
    }
    try {
      return { jsonrpc: '2.0', result: handler(params), id }
    } catch (error) {
      if (error instanceof SolanaRpcError) return errorResponse(id, error)
      options.onInternalError?.(error)
      return errorResponse(id, new SolanaRpcInternalError(error))
    }
  }

  return {
    handle(body) {
      let request: unknown
      try {
        request = parseRpcJson(body)
      } catch (error) {
        return stringifyRpcJson(errorResponse(null, new SolanaRpcParseError(error)))
      }
      if (!Array.isArray(request)) return stringifyRpcJson(handleOne(request))
      if (request.length === 0)
        return stringifyRpcJson(errorResponse(null, new SolanaRpcInvalidRequestError()))
      return stringifyRpcJson(request.map(handleOne))
    },
  }
}

function idOf(request: unknown): RequestId {
  if (typeof request !== 'object' || request === null || !('id' in request)) return null
  const { id } = request
  return typeof id === 'string' || typeof id === 'number' ? id : null
}
