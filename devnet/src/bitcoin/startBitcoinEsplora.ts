import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hex } from '@scure/base'
import * as z from 'zod'
import {
  BitcoinLedgerOptionsError,
  BitcoinTransactionRejectedError,
  InvalidBitcoinAddressError,
} from './bitcoinLedgerErrors.js'
import {
  type BitcoinLedgerNetwork,
  type BitcoinLedgerNetworkName,
  bitcoinLedgerNetworkNames,
  bitcoinLedgerNetworks,
} from './bitcoinLedgerNetworks.js'
import {
  type BitcoinLedger,
  type BitcoinLedgerTransaction,
  createBitcoinLedger,
} from './createBitcoinLedger.js'

const maxBodyBytes = 1024 * 1024

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  funding: z.array(z.object({ address: z.string().min(1), amount: z.bigint().positive() })).default([]),
  /** Mine a block this often (ms) when the mempool is not empty; 0 mines only on `POST /mine`. */
  autoMineMs: z.number().int().nonnegative().default(0),
})

export type StartBitcoinEsploraParameters = z.input<typeof optionsSchema>

export type BitcoinEsploraNetwork = BitcoinLedgerNetwork & {
  /** This network's Esplora base URL: `<origin>/regtest` or `/testnet`. */
  url: string
  ledger: BitcoinLedger
}

export type StartBitcoinEsploraReturnType = {
  /** The regtest Esplora base URL. */
  url: string
  networks: Readonly<Record<BitcoinLedgerNetworkName, BitcoinEsploraNetwork>>
  stop(): Promise<void>
}

const mineSchema = z
  .object({
    blocks: z.number().int().min(1).max(1000).default(1),
    address: z.string().min(1).optional(),
  })
  .strict()

/**
 * Serves the devnet's Bitcoin ledgers (regtest at `/regtest`, a local testnet at `/testnet`) over an Esplora-style
 * HTTP API on 127.0.0.1: address UTXOs, stats and transactions, broadcast, transaction status, the tip, and a
 * devnet-only `POST /mine`. `funding` is paid by each network's block 0.
 */
export async function startBitcoinEsplora(
  parameters: StartBitcoinEsploraParameters = {},
): Promise<StartBitcoinEsploraReturnType> {
  const parsed = optionsSchema.safeParse(parameters)
  if (!parsed.success) throw new BitcoinLedgerOptionsError(z.prettifyError(parsed.error))
  const options = parsed.data
  const ledgers = Object.fromEntries(
    bitcoinLedgerNetworkNames.map((name) => [
      name,
      createBitcoinLedger({ network: bitcoinLedgerNetworks[name], funding: options.funding }),
    ]),
  ) as Record<BitcoinLedgerNetworkName, BitcoinLedger>

  const server = createServer((request, response) => {
    serve(request, response, ledgers).catch((error: unknown) => {
      console.error('[foyer devnet] bitcoin request failed', error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
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
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`
  const ticker =
    options.autoMineMs > 0
      ? setInterval(() => {
          for (const ledger of Object.values(ledgers)) if (ledger.mempool().length > 0) ledger.mine(1)
        }, options.autoMineMs)
      : undefined
  ticker?.unref()

  const networks = Object.fromEntries(
    bitcoinLedgerNetworkNames.map((name) => [
      name,
      { ...bitcoinLedgerNetworks[name], url: `${origin}/${name}`, ledger: ledgers[name] },
    ]),
  ) as Record<BitcoinLedgerNetworkName, BitcoinEsploraNetwork>

  let stopped: Promise<void> | undefined
  return {
    url: networks.regtest.url,
    networks: Object.freeze(networks),
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        clearInterval(ticker)
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  ledgers: Record<BitcoinLedgerNetworkName, BitcoinLedger>,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end()
    return
  }
  const segments = new URL(request.url ?? '/', 'http://localhost').pathname.split('/').filter(Boolean)
  const name = bitcoinLedgerNetworkNames.find((candidate) => candidate === segments[0])
  const ledger = name ? ledgers[name] : undefined
  if (!ledger) {
    sendText(response, 404, 'Not found: use /regtest/... or /testnet/...')
    return
  }
  try {
    const body = request.method === 'POST' ? await readBody(request) : ''
    const answer = route(ledger, request.method ?? 'GET', segments.slice(1), body)
    if (typeof answer === 'string') sendText(response, 200, answer)
    else
      response
        .writeHead(200, { ...corsHeaders, 'content-type': 'application/json' })
        .end(JSON.stringify(answer, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)))
  } catch (error) {
    if (error instanceof HttpError) sendText(response, error.status, error.message)
    else if (error instanceof BitcoinTransactionRejectedError)
      sendText(response, 400, `sendrawtransaction RPC error: ${error.reason} (${error.details})`)
    else if (error instanceof InvalidBitcoinAddressError) sendText(response, 400, 'Invalid Bitcoin address')
    else throw error
  }
}

function route(ledger: BitcoinLedger, method: string, path: string[], body: string): unknown {
  const [first, second, third] = path
  if (method === 'POST') {
    if (path.length === 1 && first === 'tx') {
      const raw = body.trim()
      if (!/^([0-9a-fA-F]{2})+$/.test(raw)) throw new HttpError(400, 'Expected the raw transaction as hex')
      return ledger.submit(hex.decode(raw.toLowerCase()))
    }
    if (path.length === 1 && first === 'mine') {
      const request = mineSchema.safeParse(body.trim() ? parseJson(body) : {})
      if (!request.success) throw new HttpError(400, `Invalid /mine body: ${z.prettifyError(request.error)}`)
      return { hashes: ledger.mine(request.data.blocks, request.data.address).map((block) => block.hash) }
    }
    throw new HttpError(404, 'Not found')
  }
  if (method !== 'GET') throw new HttpError(405, 'Method not allowed')
  if (first === 'blocks' && second === 'tip' && path.length === 3) {
    if (third === 'height') return String(ledger.tip().height)
    if (third === 'hash') return ledger.tip().hash
  }
  if (first === 'block-height' && second && path.length === 2) {
    const block = ledger.block(Number(second))
    if (!/^\d+$/.test(second) || !block) throw new HttpError(404, 'Block not found')
    return block.hash
  }
  if (first === 'fee-estimates' && path.length === 1)
    return Object.fromEntries([1, 2, 3, 6, 12, 24, 144].map((target) => [String(target), 1]))
  if (first === 'address' && second) {
    if (path.length === 2) {
      const { chain, mempool } = ledger.addressStats(second)
      return { address: second, chain_stats: chain, mempool_stats: mempool }
    }
    if (path.length === 3 && third === 'utxo')
      return ledger.utxos(second).map((output) => {
        const transaction = ledger.transaction(output.txid) as BitcoinLedgerTransaction
        return {
          txid: output.txid,
          vout: output.vout,
          status: ledger.status(transaction),
          value: output.value,
        }
      })
    if (path.length === 3 && third === 'txs')
      return ledger
        .addressTransactions(second)
        .slice(0, 50)
        .map((entry) => describeTransaction(ledger, entry))
  }
  if (first === 'tx' && second && /^[0-9a-f]{64}$/.test(second)) {
    const transaction = ledger.transaction(second)
    if (!transaction) throw new HttpError(404, 'Transaction not found')
    if (path.length === 2) return describeTransaction(ledger, transaction)
    if (path.length === 3 && third === 'status') return ledger.status(transaction)
    if (path.length === 3 && third === 'hex') return hex.encode(transaction.raw)
  }
  throw new HttpError(404, 'Not found')
}

/** A transaction in Esplora's JSON shape (values in satoshis). */
function describeTransaction(ledger: BitcoinLedger, transaction: BitcoinLedgerTransaction) {
  const describeOutput = (output: { script: Uint8Array; value: bigint }) => ({
    scriptpubkey: hex.encode(output.script),
    scriptpubkey_address: ledger.addressOf(output.script),
    value: output.value,
  })
  return {
    txid: transaction.txid,
    vin: transaction.coinbase
      ? [{ is_coinbase: true, txid: '0'.repeat(64), vout: 0xffffffff, prevout: null }]
      : transaction.inputs.map((input) => ({
          is_coinbase: false,
          txid: input.txid,
          vout: input.vout,
          prevout: describeOutput(input),
        })),
    vout: transaction.outputs.map(describeOutput),
    size: transaction.raw.length,
    weight: transaction.weight,
    fee: transaction.fee,
    status: ledger.status(transaction),
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new HttpError(400, 'Expected a JSON body')
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'text/plain' }).end(text)
}
