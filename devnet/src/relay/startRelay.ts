import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import * as z from 'zod'
import { createMessageStore, type StoredMessage } from './createMessageStore.js'
import { RelayAuthError, RelayListenError, RelayParametersError, RelayStoreFullError } from './errors.js'
import { readJsonRpcId } from './readJsonRpcId.js'
import {
  type PublishParams,
  type RelayMethod,
  type RelayParams,
  relayParamsSchemas,
  relayRequestSchema,
  relayResponseSchema,
} from './relaySchemas.js'
import { verifyRelayAuth } from './verifyRelayAuth.js'

const parametersSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  /** Longest time a message waits for late subscribers, whatever `ttl` its publisher asked for. */
  messageTtlMs: z.number().int().positive().default(86_400_000),
  pingIntervalMs: z.number().int().positive().default(30_000),
  /** The largest WebSocket frame a client may send (ws `maxPayload`); a larger one closes it with 1009. */
  maxFrameBytes: z.number().int().positive().default(1_048_576),
  /** Bytes of live messages one topic may hold; a publish past it gets JSON-RPC error -32005. */
  maxTopicBytes: z.number().int().positive().default(4_194_304),
  /** Bytes of live messages the relay may hold in total; a publish past it gets JSON-RPC error -32005. */
  maxStoredBytes: z.number().int().positive().default(67_108_864),
  /** Topics one connection may be subscribed to; a subscribe past it gets JSON-RPC error -32005. */
  maxSubscriptionsPerConnection: z.number().int().positive().default(10_000),
  /** Open connections; an upgrade past it is answered 503. */
  maxConnections: z.number().int().positive().default(10_000),
  /**
   * Messages one connection may publish per `publishWindowMs` (each message of a batch, a session proposal's and an
   * approval's count); past it a publish gets JSON-RPC error -32005, and a connection that keeps on publishing to
   * twice as many in one window is closed with 1008.
   */
  maxPublishesPerWindow: z.number().int().positive().default(300),
  publishWindowMs: z.number().int().positive().default(10_000),
})

export type StartRelayParameters = z.input<typeof parametersSchema>

export type StartRelayReturnType = {
  /** `ws://host:port`, the `relayUrl` to give WalletConnect clients. */
  url: string
  port: number
  /** Closes every client socket and the server. Safe to call more than once. */
  stop: () => Promise<void>
}

const connectionQuerySchema = z.object({
  auth: z.string().min(1),
  projectId: z.string().min(1),
  ua: z.string().optional(),
})

// Tags the Sign client would have used had it published these messages itself.
const sessionProposeRequestTag = 1100
const sessionProposeResponseTag = 1101
const sessionSettleRequestTag = 1102

const rpcErrors = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
} as const

type Connection = {
  socket: WebSocket
  clientId: string
  /** topic -> subscription id */
  subscriptions: Map<string, string>
  alive: boolean
  /** This connection's current publish window. */
  publishes: { startedAt: number; count: number }
}

type PendingPush = { connection: Connection; message: StoredMessage }

/**
 * Starts a local WalletConnect relay (the `irn_*` JSON-RPC protocol over WebSocket), enough for the real
 * Sign client on both sides, dapp and wallet, to pair, settle a session and exchange requests offline.
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new RelayParametersError(z.prettifyError(parsed.error))
  const { port, host, messageTtlMs, pingIntervalMs, maxFrameBytes, maxTopicBytes, maxStoredBytes } =
    parsed.data
  const { maxSubscriptionsPerConnection, maxConnections, maxPublishesPerWindow, publishWindowMs } =
    parsed.data

  const store = createMessageStore({ maxTtlMs: messageTtlMs, maxTopicBytes, maxStoredBytes })
  const connections = new Set<Connection>()
  const subscribers = new Map<string, Set<Connection>>()
  const pendingPushes = new Map<string, PendingPush>()
  let nextPushId = Date.now() * 1000
  let stopping: Promise<void> | undefined

  const server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('Foyer devnet relay: connect with WebSocket.')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (stopping) return socket.destroy()
    let searchParams: URLSearchParams
    try {
      searchParams = new URL(request.url ?? '/', 'ws://relay').searchParams
    } catch {
      return refuseUpgrade(socket, 400, 'bad request URL')
    }
    const query = connectionQuerySchema.safeParse(Object.fromEntries(searchParams))
    if (!query.success) {
      const status = query.error.issues.some((issue) => issue.path[0] === 'auth') ? 401 : 400
      return refuseUpgrade(socket, status, z.prettifyError(query.error))
    }
    let clientId: string
    try {
      clientId = verifyRelayAuth({ jwt: query.data.auth }).iss
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.details : 'auth: invalid'
      return refuseUpgrade(socket, 401, reason)
    }
    if (connections.size >= maxConnections) {
      return refuseUpgrade(socket, 503, `the relay serves at most ${maxConnections} connections`)
    }
    wss.handleUpgrade(request, socket, head, (webSocket) => accept(webSocket, clientId))
  })

  function accept(socket: WebSocket, clientId: string) {
    const connection: Connection = {
      socket,
      clientId,
      subscriptions: new Map(),
      alive: true,
      publishes: { startedAt: Date.now(), count: 0 },
    }
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data: RawData) => {
      connection.alive = true
      handleFrame(connection, rawDataToText(data))
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => forget(connection))
  }

  function forget(connection: Connection) {
    connections.delete(connection)
    for (const topic of connection.subscriptions.keys()) removeSubscriber(topic, connection)
    for (const [id, push] of pendingPushes) if (push.connection === connection) pendingPushes.delete(id)
  }

  function handleFrame(connection: Connection, text: string) {
    let frame: unknown
    try {
      frame = JSON.parse(text)
    } catch {
      return sendError(connection, 'null', rpcErrors.parse, 'The frame is not JSON.')
    }
    const rawId = rawIdOf(frame, text)
    if (isObject(frame) && !('method' in frame) && relayResponseSchema.safeParse(frame).success) {
      return onPushAnswered(frame, rawId)
    }
    const request = relayRequestSchema.safeParse(frame)
    if (!request.success) {
      return sendError(connection, rawId, rpcErrors.invalidRequest, z.prettifyError(request.error))
    }
    const method = request.data.method
    if (!isRelayMethod(method)) {
      return sendError(connection, rawId, rpcErrors.methodNotFound, `Unknown method: ${method}`)
    }
    const params = relayParamsSchemas[method].safeParse(request.data.params)
    if (!params.success) {
      return sendError(connection, rawId, rpcErrors.invalidParams, z.prettifyError(params.error))
    }
    const refusal = countPublishes(connection, publishesOf(method, params.data))
    if (refusal) return sendError(connection, rawId, rpcErrors.limitExceeded, refusal)
    const after: Array<() => void> = []
    const handler = handlers[method] as (
      connection: Connection,
      params: unknown,
      after: Array<() => void>,
    ) => unknown
    let result: unknown
    try {
      result = handler(connection, params.data, after)
    } catch (error) {
      if (error instanceof RelayStoreFullError) {
        return sendError(connection, rawId, rpcErrors.limitExceeded, error.details)
      }
      const detail = error instanceof Error ? error.message : String(error)
      return sendError(connection, rawId, rpcErrors.internal, detail)
    }
    sendRaw(connection, `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
    for (const task of after) task()
  }

  // Each handler answers one method; `after` collects deliveries to make once the request is answered, so
  // a client sees its subscribe confirmed before the messages it subscribed to.
  type Handlers = {
    [M in RelayMethod]: (connection: Connection, params: RelayParams<M>, after: Array<() => void>) => unknown
  }
  const handlers: Handlers = {
    irn_subscribe: (connection, { topic }, after) => {
      requireSubscriptionRoom(connection, [topic])
      return subscribe(connection, topic, after)
    },
    irn_batchSubscribe: (connection, { topics }, after) => {
      requireSubscriptionRoom(connection, topics)
      return topics.map((topic) => subscribe(connection, topic, after))
    },
    irn_unsubscribe: (connection, { topic }) => {
      unsubscribe(connection, topic)
      return true
    },
    irn_batchUnsubscribe: (connection, { subscriptions }) => {
      for (const { topic } of subscriptions) unsubscribe(connection, topic)
      return true
    },
    irn_publish: (connection, params, after) => {
      publish(connection, params, after)
      return true
    },
    irn_batchPublish: (connection, { messages }, after) => {
      store.requireRoom(messages)
      for (const message of messages) publish(connection, message, after)
      return true
    },
    irn_batchFetchMessages: (connection, { topics }) => {
      const messages = topics.flatMap((topic) =>
        store.undeliveredFor(topic, connection.clientId).map((message) => {
          store.markDelivered(message, connection.clientId)
          return messageData(message)
        }),
      )
      return { messages, hasMore: false }
    },
    wc_proposeSession: (connection, { pairingTopic, sessionProposal, ttl, attestation }, after) => {
      requireSubscriptionRoom(connection, [pairingTopic])
      store.requireRoom([{ topic: pairingTopic, message: sessionProposal, attestation }])
      // Since Sign 2.21 the dapp does not subscribe for the answer itself: the relay subscribes it.
      subscribe(connection, pairingTopic, after)
      const tag = sessionProposeRequestTag
      publish(connection, { topic: pairingTopic, message: sessionProposal, ttl, attestation, tag }, after)
      return true
    },
    wc_approveSession: (connection, params, after) => {
      const { pairingTopic, sessionTopic, ttl } = params
      const answer = {
        topic: pairingTopic,
        message: params.sessionProposalResponse,
        ttl,
        tag: sessionProposeResponseTag,
      }
      const settle = {
        topic: sessionTopic,
        message: params.sessionSettlementRequest,
        ttl,
        tag: sessionSettleRequestTag,
      }
      requireSubscriptionRoom(connection, [sessionTopic])
      store.requireRoom([answer, settle])
      // The wallet skipped `irn_subscribe` on the session topic: the relay subscribes it.
      subscribe(connection, sessionTopic, after)
      publish(connection, answer, after)
      publish(connection, settle, after)
      return true
    },
  }

  /** Counts `count` messages against the connection's window: why they are refused, or `undefined` when not. */
  function countPublishes(connection: Connection, count: number): string | undefined {
    if (count === 0) return undefined
    const time = Date.now()
    const window = connection.publishes
    if (time - window.startedAt >= publishWindowMs) {
      window.startedAt = time
      window.count = 0
    }
    window.count += count
    if (window.count <= maxPublishesPerWindow) return undefined
    const limit = `at most ${maxPublishesPerWindow} messages per ${publishWindowMs} ms per connection`
    if (window.count > 2 * maxPublishesPerWindow) {
      connection.socket.close(1008, `publish flood: ${limit}`)
      return `publish flood: ${limit}; closing`
    }
    return `publish rate limit: ${limit}; retry in ${window.startedAt + publishWindowMs - time} ms`
  }

  function requireSubscriptionRoom(connection: Connection, topics: string[]) {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic))).size
    if (connection.subscriptions.size + added > maxSubscriptionsPerConnection) {
      throw new RelayStoreFullError(
        `a connection may subscribe to at most ${maxSubscriptionsPerConnection} topics`,
      )
    }
  }

  function subscribe(connection: Connection, topic: string, after: Array<() => void>): string {
    // The Sign client computes the same id (sha256 of topic + client id) when it skips `irn_subscribe`.
    const subscriptionId = bytesToHex(sha256(utf8ToBytes(topic + connection.clientId)))
    connection.subscriptions.set(topic, subscriptionId)
    const set = subscribers.get(topic) ?? new Set()
    set.add(connection)
    subscribers.set(topic, set)
    after.push(() => {
      for (const message of store.undeliveredFor(topic, connection.clientId)) {
        if (!isPushPending(connection, message)) push(connection, message)
      }
    })
    return subscriptionId
  }

  function unsubscribe(connection: Connection, topic: string) {
    connection.subscriptions.delete(topic)
    removeSubscriber(topic, connection)
  }

  function removeSubscriber(topic: string, connection: Connection) {
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  function publish(connection: Connection, params: PublishParams, after: Array<() => void>) {
    const stored = store.add({
      topic: params.topic,
      message: params.message,
      tag: params.tag ?? 0,
      attestation: params.attestation,
      publisher: connection.clientId,
      ttlMs: (params.ttl ?? Number.POSITIVE_INFINITY) * 1000,
    })
    if (!stored) return
    after.push(() => {
      for (const subscriber of subscribers.get(params.topic) ?? []) {
        if (subscriber.clientId !== stored.publisher) push(subscriber, stored)
      }
    })
  }

  function push(connection: Connection, message: StoredMessage) {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (subscriptionId === undefined) return
    const id = nextPushId++
    pendingPushes.set(String(id), { connection, message })
    sendRaw(
      connection,
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data: messageData(message) },
      }),
    )
  }

  function isPushPending(connection: Connection, message: StoredMessage): boolean {
    for (const push of pendingPushes.values()) {
      if (push.connection === connection && push.message === message) return true
    }
    return false
  }

  function onPushAnswered(frame: Record<string, unknown>, rawId: string) {
    // The Sign client echoes ids it parsed as bigint as `"<digits>n"`: compare digits only.
    const key = rawId.replace(/^"|n?"$/g, '')
    const push = pendingPushes.get(key)
    if (!push) return
    pendingPushes.delete(key)
    if (frame.result === true) store.markDelivered(push.message, push.connection.clientId)
  }

  function sendError(
    connection: Connection,
    rawId: string,
    error: { code: number; message: string },
    data: string,
  ) {
    sendRaw(connection, `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ ...error, data })}}`)
  }

  function sendRaw(connection: Connection, text: string) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text)
  }

  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, pingIntervalMs)
  pingTimer.unref()

  await new Promise<void>((resolve, reject) => {
    const onError = (cause: unknown) => {
      clearInterval(pingTimer)
      reject(new RelayListenError({ host, port, cause }))
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const urlHost = host.includes(':') ? `[${host}]` : host

  async function stop() {
    stopping ??= (async () => {
      clearInterval(pingTimer)
      const closed = [...connections].map(
        (connection) =>
          new Promise<void>((resolve) => {
            if (connection.socket.readyState === connection.socket.CLOSED) return resolve()
            const timer = setTimeout(() => connection.socket.terminate(), 1000)
            connection.socket.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
            connection.socket.close(1001, 'relay stopping')
          }),
      )
      await Promise.all(closed)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      store.clear()
      pendingPushes.clear()
      subscribers.clear()
    })()
    return stopping
  }

  return { url: `ws://${urlHost}:${boundPort}`, port: boundPort, stop }
}

/** How many messages a request publishes. */
function publishesOf(method: RelayMethod, params: unknown): number {
  if (method === 'irn_publish' || method === 'wc_proposeSession') return 1
  if (method === 'wc_approveSession') return 2
  if (method === 'irn_batchPublish') return (params as RelayParams<'irn_batchPublish'>).messages.length
  return 0
}

function messageData(message: StoredMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
  }
}

function refuseUpgrade(socket: Duplex, status: 400 | 401 | 503, reason: string) {
  const statusText = { 400: 'Bad Request', 401: 'Unauthorized', 503: 'Service Unavailable' }[status]
  const body = `${statusText}: ${reason}`
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** The raw JSON text of the frame's id when it is a string or number (kept exact), else `null`. */
function rawIdOf(frame: unknown, text: string): string {
  if (!isObject(frame)) return 'null'
  if (typeof frame.id !== 'string' && typeof frame.id !== 'number') return 'null'
  return readJsonRpcId(text) ?? 'null'
}

function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParamsSchemas, method)
}
