import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { BaseError } from '@foyer/core'
import { getFreePort } from '@foyer/service/testing'
import { keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readRequestBody } from './readRequestBody.js'
import type { BundlerChain, StartBundlerReturnType } from './startBundler.js'

/** Alto's executor (sends `handleOps`, is repaid the gas) and utility keys on every devnet chain. */
const executorKey = keccak256(toHex('foyer-devnet-alto-executor'))
const utilityKey = keccak256(toHex('foyer-devnet-alto-utility'))
const readyTimeoutMs = 90_000

export class AltoBundlerError extends BaseError {
  override name = 'AltoBundlerError'
}

type Alto = { url: string; process: ChildProcess }

/**
 * The devnet's ERC-4337 bundler: Pimlico's Alto (a production bundler, GPL-3.0, run as its own process), one per
 * chain, started on the first request to that chain's endpoint `/<chainId>` (about 3 s; it deploys its simulation
 * contracts then) and proxied from one port on 127.0.0.1. Alto runs with `--safe-mode false`: its ERC-7562 tracer
 * needs `debug_traceCall` with JavaScript tracers, which anvil lacks. Its executor is funded on start.
 */
export async function startAltoBundler({
  chains,
  port = 0,
}: {
  chains: BundlerChain[]
  port?: number
}): Promise<StartBundlerReturnType> {
  const byChain = new Map(chains.map((chain) => [String(chain.chainId), chain]))
  const altos = new Map<string, Promise<Alto>>()
  const children = new Set<ChildProcess>()
  let stopped = false

  async function startAlto(chain: BundlerChain): Promise<Alto> {
    for (const key of [executorKey, utilityKey])
      await rpc(chain.rpcUrl, 'anvil_setBalance', [
        privateKeyToAccount(key).address,
        toHex(parseEther('1000')),
      ])
    const altoPort = await getFreePort()
    const child = spawn(
      process.execPath,
      [
        '--import',
        new URL('../../src/erc4337/bindLoopback.mjs', import.meta.url).href,
        altoCli(),
        ...['--entrypoints', chain.entryPoint, '--rpc-url', chain.rpcUrl, '--port', String(altoPort)],
        ...['--executor-private-keys', executorKey, '--utility-private-key', utilityKey],
        ...['--safe-mode', 'false', '--deploy-simulations-contract', 'true', '--log-level', 'warn'],
        ...['--utility-wallet-monitor', 'false', '--refilling-wallets', 'false'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    children.add(child)
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    let exited = false
    child.once('exit', () => {
      exited = true
      children.delete(child)
      altos.delete(String(chain.chainId))
    })
    const url = `http://127.0.0.1:${altoPort}`
    const deadline = Date.now() + readyTimeoutMs
    for (;;) {
      if (stopped) throw new AltoBundlerError('The bundler stopped')
      if (exited)
        throw new AltoBundlerError(`Alto exited before it was ready on chain ${chain.chainId}`, {
          details: output,
        })
      const ready = await rpc(url, 'eth_supportedEntryPoints', []).then(
        () => true,
        () => false,
      )
      if (ready) return { url, process: child }
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new AltoBundlerError(`Alto was not ready on chain ${chain.chainId} after 90 s`, {
          details: output,
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  const altoFor = (chain: BundlerChain) => {
    const key = String(chain.chainId)
    let alto = altos.get(key)
    if (!alto) {
      alto = startAlto(chain)
      alto.catch(() => altos.delete(key))
      altos.set(key, alto)
    }
    return alto
  }

  const server = createServer((request, response) => {
    const reply = (status: number, body: string) =>
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
        })
        .end(body)
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
        })
        .end()
      return
    }
    const chain = byChain.get((request.url ?? '/').split('?')[0]?.slice(1) ?? '')
    if (request.method !== 'POST' || !chain) {
      reply(404, JSON.stringify({ error: 'POST JSON-RPC to /<chainId> of a devnet chain' }))
      return
    }
    readRequestBody(request)
      .then(async (body) => {
        const alto = await altoFor(chain)
        const answer = await fetch(`${alto.url}/rpc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        reply(answer.status, await answer.text())
      })
      .catch((error: unknown) =>
        reply(
          502,
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32603, message: error instanceof BaseError ? error.shortMessage : String(error) },
          }),
        ),
      )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const listening = server.address()
  return {
    url: `http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : port}`,
    async stop() {
      stopped = true
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
              child.once('exit', () => {
                clearTimeout(timer)
                resolve()
              })
              child.kill('SIGTERM')
            }),
        ),
      )
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

/** Alto's command-line entry, from the installed `@pimlico/alto`. */
function altoCli(): string {
  // The package exports only its library (`esm/index.js`); the command sits beside it.
  return join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js')
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (json.error) throw new Error(json.error.message)
  return json.result
}
