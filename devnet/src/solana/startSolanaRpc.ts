import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { base58 } from '@scure/base'
import type { LiteSVM } from 'litesvm'
import * as z from 'zod'
import { createSolanaLedger, type FundedAccount, type SolanaLedger } from './createSolanaLedger.js'
import { createSolanaRpcHandler, type SolanaRpcHandler } from './createSolanaRpcHandler.js'
import { createSolanaRpcMethods } from './createSolanaRpcMethods.js'
import {
  type SolanaCluster,
  type SolanaClusterName,
  solanaClusterNames,
  solanaClusters,
} from './solanaClusters.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'
import { SolanaRpcOptionsError } from './solanaRpcErrors.js'

const maxBodyBytes = 10 * 1024 * 1024

const addressSchema = z.string().refine((value) => {
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}, 'expected a base58 Solana address (32 bytes)')
const lamportsSchema = z.bigint().nonnegative()

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  fundedAccounts: z
    .array(
      z.union([
        addressSchema,
        z.object({
          address: addressSchema,
          lamports: lamportsSchema.optional(),
          usdc: lamportsSchema.optional(),
        }),
      ]),
    )
    .default([]),
  slotIntervalMs: z.number().int().nonnegative().default(400),
})

export type StartSolanaRpcParameters = {
  /** 0 (default) picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * Accounts funded at genesis besides `solanaDevAccounts` (which always get 1000 SOL and 10,000 USDC).
   * A bare address gets the same amounts; `lamports` and `usdc` (base units, 6 decimals) override them.
   */
  fundedAccounts?: readonly (string | FundedAccount)[]
  /** How often the slot advances (and a new blockhash appears) on its own; 0 only on transactions. */
  slotIntervalMs?: number
}

export type SolanaRpcCluster = SolanaCluster & {
  /** This cluster's endpoint: `<origin>/mainnet`, `/devnet` or `/testnet`. */
  url: string
  ledger: SolanaLedger
  svm: LiteSVM
}

export type StartSolanaRpcReturnType = {
  /** The mainnet endpoint (the server's root path answers as mainnet too). */
  url: string
  /** Mainnet, devnet and testnet: one LiteSVM each; `getGenesisHash` answers each cluster's real hash. */
  clusters: Readonly<Record<SolanaClusterName, SolanaRpcCluster>>
  /** Mainnet's LiteSVM. */
  svm: LiteSVM
  /** Sends lamports from the cluster's faucet (default mainnet) in a real transaction; returns its signature. */
  airdrop(address: string, lamports: bigint, cluster?: SolanaClusterName): string
  stop(): Promise<void>
}

/**
 * A local Solana JSON-RPC 2.0 endpoint over HTTP, backed by LiteSVM: one ledger per cluster at `/mainnet`,
 * `/devnet` and `/testnet`, each with a test USDC mint (6 decimals) and funded dev accounts.
 */
export async function startSolanaRpc(
  parameters: StartSolanaRpcParameters = {},
): Promise<StartSolanaRpcReturnType> {
  const parsed = optionsSchema.safeParse(parameters)
  if (!parsed.success) throw new SolanaRpcOptionsError(z.prettifyError(parsed.error))
  const options = parsed.data
  const fundedAccounts: FundedAccount[] = [
    ...solanaDevAccounts.map((account) => ({ address: account.address })),
    ...options.fundedAccounts.map((entry) => (typeof entry === 'string' ? { address: entry } : entry)),
  ]

  const ledgers = {} as Record<SolanaClusterName, SolanaLedger>
  const handlers = {} as Record<SolanaClusterName, SolanaRpcHandler>
  for (const name of solanaClusterNames) {
    const ledger = await createSolanaLedger({ cluster: solanaClusters[name], fundedAccounts })
    ledgers[name] = ledger
    handlers[name] = createSolanaRpcHandler(createSolanaRpcMethods(ledger), {
      onInternalError: (error) => console.error(`[foyer devnet] solana ${name} RPC internal error`, error),
    })
  }

  const server = createServer((request, response) => {
    serve(request, response, handlers).catch((error: unknown) => {
      console.error('[foyer devnet] solana RPC request failed', error)
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
    options.slotIntervalMs > 0
      ? setInterval(() => {
          for (const name of solanaClusterNames) ledgers[name].advanceSlot()
        }, options.slotIntervalMs)
      : undefined
  ticker?.unref()

  const clusters = Object.fromEntries(
    solanaClusterNames.map((name) => [
      name,
      { ...solanaClusters[name], url: `${origin}/${name}`, ledger: ledgers[name], svm: ledgers[name].svm },
    ]),
  ) as Record<SolanaClusterName, SolanaRpcCluster>

  let stopped: Promise<void> | undefined
  return {
    url: clusters.mainnet.url,
    clusters: Object.freeze(clusters),
    svm: ledgers.mainnet.svm,
    airdrop: (address, lamports, cluster = 'mainnet') => ledgers[cluster].airdrop(address, lamports),
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
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  handlers: Record<SolanaClusterName, SolanaRpcHandler>,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
  const cluster = path === '' ? 'mainnet' : solanaClusterNames.find((name) => path === `/${name}`)
  const healthCheck = path.endsWith('/health')
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end()
    return
  }
  if (request.method === 'GET' && healthCheck) {
    response.writeHead(200, { ...corsHeaders, 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (!cluster) {
    sendText(response, 404, `Not found: use / or /mainnet, /devnet, /testnet`)
    return
  }
  if (request.method !== 'POST') {
    sendText(response, 405, 'Use POST with a JSON-RPC 2.0 body')
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) {
      sendText(response, 413, 'Request body too large')
      request.destroy()
      return
    }
    chunks.push(chunk)
  }
  const body = handlers[cluster].handle(Buffer.concat(chunks).toString('utf8'))
  response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' }).end(body)
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'text/plain' }).end(text)
}
