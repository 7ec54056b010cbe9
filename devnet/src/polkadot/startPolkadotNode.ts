import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bnToU8a, compactToU8a, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { type WebSocket, WebSocketServer } from 'ws'
import * as z from 'zod'
import { createPolkadotLedger, type PolkadotBlock, type PolkadotLedger } from './createPolkadotLedger.js'
import { PolkadotExtrinsicRejectedError, PolkadotLedgerOptionsError } from './polkadotLedgerErrors.js'

const maxBodyBytes = 1024 * 1024
/** The runtime API id of `TransactionPaymentApi` (blake2_64 of its name). */
const transactionPaymentApiId = '0x37c8bb1350a9a2a8'

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  funding: z.array(z.object({ address: z.string().min(1), amount: z.bigint().positive() })).default([]),
  chain: z.string().min(1).default('Foyer Polkadot Devnet'),
  /** What `system_properties` answers: Polkadot's SS58 prefix (0, as its metadata's `System.SS58Prefix`), 10 decimals, DOT. */
  properties: z
    .object({ ss58Format: z.number().int(), tokenDecimals: z.number().int(), tokenSymbol: z.string() })
    .default({ ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' }),
})

export type StartPolkadotNodeParameters = z.input<typeof optionsSchema>

export type StartPolkadotNodeReturnType = {
  /** `ws://127.0.0.1:<port>`: what `WsProvider` takes. */
  url: string
  /** `http://127.0.0.1:<port>`: the same JSON-RPC over HTTP (no subscriptions). */
  httpUrl: string
  ledger: PolkadotLedger
  stop(): Promise<void>
}

type Request = { id: number | string | null; method: string; params: unknown[] }
type Reply = { result: unknown } | { error: { code: number; message: string; data?: string } }
type Subscriber = (method: string, subscription: string, result: unknown) => void

const subscriptions = {
  chain_subscribeNewHead: 'chain_newHead',
  chain_subscribeNewHeads: 'chain_newHead',
  chain_subscribeAllHeads: 'chain_allHead',
  chain_subscribeFinalizedHeads: 'chain_finalizedHead',
  chain_subscribeFinalisedHeads: 'chain_finalizedHead',
  state_subscribeStorage: 'state_storage',
  state_subscribeRuntimeVersion: 'state_runtimeVersion',
  chain_subscribeRuntimeVersion: 'state_runtimeVersion',
  author_submitAndWatchExtrinsic: 'author_extrinsicUpdate',
} as const
const unsubscriptions = [
  'chain_unsubscribeNewHead',
  'chain_unsubscribeNewHeads',
  'chain_unsubscribeAllHeads',
  'chain_unsubscribeFinalizedHeads',
  'chain_unsubscribeFinalisedHeads',
  'state_unsubscribeStorage',
  'state_unsubscribeRuntimeVersion',
  'chain_unsubscribeRuntimeVersion',
  'author_unwatchExtrinsic',
]
const plainMethods = [
  'rpc_methods',
  'system_chain',
  'system_name',
  'system_version',
  'system_properties',
  'system_health',
  'system_chainType',
  'system_accountNextIndex',
  'chain_getBlockHash',
  'chain_getHeader',
  'chain_getBlock',
  'chain_getFinalizedHead',
  'chain_getFinalisedHead',
  'state_getMetadata',
  'state_getRuntimeVersion',
  'state_getStorage',
  'state_queryStorageAt',
  'payment_queryInfo',
  'state_call',
  'author_submitExtrinsic',
]

/**
 * Serves a Polkadot ledger (`createPolkadotLedger`) over the JSON-RPC subset `@polkadot/api` uses, on one
 * 127.0.0.1 port: WebSocket (with subscriptions) and HTTP POST. Each submitted extrinsic makes a block at once.
 */
export async function startPolkadotNode(
  parameters: StartPolkadotNodeParameters = {},
): Promise<StartPolkadotNodeReturnType> {
  const parsed = optionsSchema.safeParse(parameters)
  if (!parsed.success) throw new PolkadotLedgerOptionsError(z.prettifyError(parsed.error))
  const options = parsed.data
  const ledger = createPolkadotLedger({ funding: options.funding })
  const { runtime } = ledger
  const runtimeVersion = {
    specName: runtime.specName,
    implName: 'foyer-devnet-ledger',
    authoringVersion: 0,
    specVersion: runtime.specVersion,
    implVersion: 0,
    // TransactionPaymentApi v4 only (`state_call` answers it): @polkadot/api then reads metadata and nonces
    // through the RPCs below.
    apis: [[transactionPaymentApiId, 4]],
    transactionVersion: runtime.transactionVersion,
    stateVersion: 1,
  }

  const blockAt = (at: unknown): PolkadotBlock | undefined =>
    at === undefined || at === null ? ledger.head() : ledger.block(String(at) as HexString)

  const call = (request: Request, subscribe: Subscriber | undefined): Reply => {
    const params = Array.isArray(request.params) ? request.params : []
    const subscriptionMethod = subscriptions[request.method as keyof typeof subscriptions]
    if (subscriptionMethod) {
      if (!subscribe) return { error: { code: -32090, message: 'Subscriptions need a WebSocket connection' } }
      return subscribeTo(request.method, subscriptionMethod, params, subscribe)
    }
    if (unsubscriptions.includes(request.method)) return { result: true }
    switch (request.method) {
      case 'rpc_methods':
        return {
          result: { methods: [...plainMethods, ...Object.keys(subscriptions), ...unsubscriptions].sort() },
        }
      case 'system_chain':
        return { result: options.chain }
      case 'system_name':
        return { result: 'foyer-devnet' }
      case 'system_version':
        return { result: '0.0.0' }
      case 'system_chainType':
        return { result: 'Development' }
      case 'system_properties':
        return { result: options.properties }
      case 'system_health':
        return { result: { peers: 0, isSyncing: false, shouldHavePeers: false } }
      case 'system_accountNextIndex':
        return { result: ledger.nonceOf(String(params[0])) }
      case 'chain_getBlockHash': {
        const number =
          params[0] === undefined || params[0] === null ? ledger.head().number : Number(params[0])
        return { result: ledger.block(number)?.hash ?? null }
      }
      case 'chain_getHeader':
        return { result: blockAt(params[0])?.header ?? null }
      case 'chain_getBlock': {
        const block = blockAt(params[0])
        return {
          result: block
            ? { block: { header: block.header, extrinsics: block.extrinsics }, justifications: null }
            : null,
        }
      }
      case 'chain_getFinalizedHead':
      case 'chain_getFinalisedHead':
        return { result: ledger.head().hash }
      case 'state_getMetadata':
        return { result: runtime.metadataHex }
      case 'state_getRuntimeVersion':
        return { result: runtimeVersion }
      case 'state_getStorage':
        return { result: ledger.storage(String(params[0]), params[1] as HexString | undefined) }
      case 'state_queryStorageAt': {
        const block = blockAt(params[1])
        if (!block) return { error: { code: 4003, message: 'Unknown block' } }
        const keys = (params[0] as string[]) ?? []
        return {
          result: [{ block: block.hash, changes: keys.map((key) => [key, ledger.storage(key, block.hash)]) }],
        }
      }
      case 'payment_queryInfo': {
        const fee = ledger.feeOf(String(params[0]) as HexString)
        return {
          result: {
            weight: { ref_time: 200_000_000, proof_size: 4_000 },
            class: 'normal',
            partialFee: fee.toString(),
          },
        }
      }
      case 'state_call': {
        if (params[0] !== 'TransactionPaymentApi_query_info')
          return {
            error: { code: -32000, message: `the devnet ledger has no runtime call ${String(params[0])}` },
          }
        // The input is the extrinsic (length-prefixed) then its length as a u32.
        const input = hexToU8a(String(params[1]))
        const fee = ledger.feeOf(u8aToHex(input.subarray(0, -4)))
        return {
          result: u8aToHex(
            u8aConcat(
              compactToU8a(200_000_000),
              compactToU8a(4_000),
              Uint8Array.of(0),
              bnToU8a(fee, { bitLength: 128, isLe: true }),
            ),
          ),
        }
      }
      case 'author_submitExtrinsic':
        return { result: ledger.submit(String(params[0]) as HexString).extrinsicHash }
      default:
        return { error: { code: -32601, message: `Method not found: ${request.method}` } }
    }
  }

  let nextSubscription = 1
  const watchers = new Set<(block: PolkadotBlock) => void>()
  ledger.onBlock((block) => {
    for (const watcher of watchers) watcher(block)
  })
  const connectionWatchers = new WeakMap<Subscriber, Set<(block: PolkadotBlock) => void>>()

  function subscribeTo(method: string, notification: string, params: unknown[], notify: Subscriber): Reply {
    const id = `0x${(nextSubscription++).toString(16).padStart(16, '0')}`
    const send = (result: unknown) => notify(notification, id, result)
    const own = connectionWatchers.get(notify) ?? new Set()
    connectionWatchers.set(notify, own)
    const watch = (watcher: (block: PolkadotBlock) => void) => {
      own.add(watcher)
      watchers.add(watcher)
    }
    if (method === 'author_submitAndWatchExtrinsic') {
      const submitted = ledger.submit(String(params[0]) as HexString)
      // Spaced as a node spaces them, so a client reads the block's events before finality arrives.
      setTimeout(() => send('ready'), 5)
      setTimeout(() => send({ inBlock: submitted.block.hash }), 20)
      setTimeout(() => send({ finalized: submitted.block.hash }), 500)
      return { result: id }
    }
    if (method === 'state_subscribeStorage') {
      const keys = (params[0] as string[]) ?? []
      const changes = (block: PolkadotBlock) => ({
        block: block.hash,
        changes: keys.map((key) => [key, ledger.storage(key, block.hash)]),
      })
      setTimeout(() => send(changes(ledger.head())), 0)
      watch((block) => send(changes(block)))
      return { result: id }
    }
    if (method.includes('RuntimeVersion')) {
      setTimeout(() => send(runtimeVersion), 0)
      return { result: id }
    }
    setTimeout(() => send(ledger.head().header), 0)
    watch((block) => send(block.header))
    return { result: id }
  }

  const answer = (request: Request, subscribe: Subscriber | undefined) => {
    let reply: Reply
    try {
      reply = call(request, subscribe)
    } catch (error) {
      reply =
        error instanceof PolkadotExtrinsicRejectedError
          ? { error: { code: 1010, message: error.shortMessage, data: error.details } }
          : { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
    return { jsonrpc: '2.0', id: request.id, ...reply }
  }

  const server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    readBody(request)
      .then((body) => {
        const parsedBody = JSON.parse(body) as Request | Request[]
        const reply = Array.isArray(parsedBody)
          ? parsedBody.map((item) => answer(item, undefined))
          : answer(parsedBody, undefined)
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(reply))
      })
      .catch((error: unknown) => {
        response
          .writeHead(400, { ...cors, 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: String(error) } }))
      })
  })
  const sockets = new WebSocketServer({ server, maxPayload: maxBodyBytes })
  sockets.on('connection', (socket: WebSocket) => {
    const notify: Subscriber = (method, subscription, result) => {
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { subscription, result } }))
    }
    socket.on('message', (data) => {
      let request: Request
      try {
        request = JSON.parse(String(data)) as Request
      } catch {
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      socket.send(JSON.stringify(answer(request, notify)))
    })
    socket.on('close', () => {
      for (const watcher of connectionWatchers.get(notify) ?? []) watchers.delete(watcher)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  let stopped: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    httpUrl: `http://${host}:${port}`,
    ledger,
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        for (const socket of sockets.clients) socket.terminate()
        sockets.close()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        reject(new Error('request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
