import * as z from 'zod/mini'
import { jsonRpcVersion } from '../constants/transport.js'
import {
  HttpRequestError,
  NetworkRequestError,
  ResponseValidationError,
  RpcRequestError,
  TimeoutError,
} from '../errors/transport.js'
import { configureZod } from '../zodConfig.js'

configureZod()

export type PendingRequest = {
  message: { jsonrpc: typeof jsonRpcVersion; id: number; method: string; params?: unknown }
  schema: z.core.$ZodType | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
}

export type SendJsonRpcBatchParameters = {
  endpoint: string
  timeout: number
  headers: Record<string, string> | undefined
  fetch: typeof fetch
  /** Aborted when the request's time is up (the clock starts when the batch is sent, before this chunk loads). */
  controller: AbortController
  /** Stops the request's clock once the answer is read (or the request failed). */
  stopTimer(): void
  requestBody: string
}

const rpcErrorSchema = z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) })

const responseEnvelopeSchema = z.object({
  jsonrpc: z.literal(jsonRpcVersion),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(rpcErrorSchema),
})

const batchResponseSchema = z.array(responseEnvelopeSchema)

type ResponseEnvelope = z.output<typeof responseEnvelopeSchema>

/**
 * Posts one JSON-RPC message or batch and settles each pending request with its answer or the error that names what
 * went wrong. `createJsonRpcTransport` loads this on its first request, so the first load carries neither the
 * sending nor the response schemas.
 */
export async function sendJsonRpcBatch(
  chunk: PendingRequest[],
  {
    endpoint,
    timeout,
    headers,
    fetch: fetchFunction,
    controller,
    stopTimer,
    requestBody,
  }: SendJsonRpcBatchParameters,
): Promise<void> {
  const rejectAll = (error: unknown) => {
    for (const pending of chunk) pending.reject(error)
  }
  let response: Response
  let text: string
  try {
    response = await fetchFunction(endpoint, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: requestBody,
      signal: controller.signal,
    })
    text = await response.text()
  } catch (cause) {
    if (controller.signal.aborted) return rejectAll(new TimeoutError({ url: endpoint, timeout, requestBody }))
    return rejectAll(new NetworkRequestError({ url: endpoint, cause }))
  } finally {
    stopTimer()
  }
  if (!response.ok) {
    return rejectAll(
      new HttpRequestError({ status: response.status, url: endpoint, body: text, requestBody }),
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    return rejectAll(
      new ResponseValidationError({
        path: endpoint,
        details: `The body is not JSON: ${text.slice(0, 200)}`,
        cause,
      }),
    )
  }
  const parsed = Array.isArray(json)
    ? batchResponseSchema.safeParse(json)
    : responseEnvelopeSchema.safeParse(json)
  if (!parsed.success) {
    return rejectAll(new ResponseValidationError({ path: endpoint, details: z.prettifyError(parsed.error) }))
  }
  const envelopes = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
  const byId = new Map(envelopes.map((envelope) => [String(envelope.id), envelope]))
  // A server that cannot read the batch at all answers once, with id null and an error.
  const batchError = envelopes.length === 1 && envelopes[0]?.id === null ? envelopes[0].error : undefined
  for (const pending of chunk) {
    const envelope = byId.get(String(pending.message.id))
    if (envelope) settle(endpoint, pending, envelope)
    else if (batchError) pending.reject(new RpcRequestError({ url: endpoint, error: batchError }))
    else
      pending.reject(
        new ResponseValidationError({
          path: endpoint,
          details: `No response has id ${pending.message.id} (method ${pending.message.method}).`,
        }),
      )
  }
}

function settle(endpoint: string, pending: PendingRequest, envelope: ResponseEnvelope): void {
  try {
    pending.resolve(resultOf(endpoint, pending, envelope))
  } catch (error) {
    pending.reject(error)
  }
}

function resultOf(endpoint: string, pending: PendingRequest, envelope: ResponseEnvelope): unknown {
  if (envelope.error) throw new RpcRequestError({ url: endpoint, error: envelope.error })
  if (!('result' in envelope)) {
    throw new ResponseValidationError({
      path: endpoint,
      details: `The response to id ${pending.message.id} has neither result nor error.`,
    })
  }
  if (!pending.schema) return envelope.result
  const parsed = z.safeParse(pending.schema, envelope.result)
  if (parsed.success) return parsed.data
  throw new ResponseValidationError({
    path: `${endpoint} (${pending.message.method})`,
    details: z.prettifyError(parsed.error),
  })
}
