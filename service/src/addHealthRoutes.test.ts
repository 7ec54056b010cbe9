import { createServer, type Server, type Socket } from 'node:net'
import { type StartAnvilReturnType, startAnvil } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from './getFreePort.js'
import { networkChain } from './readServiceConfig.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rpcTimeoutMs = 300

let anvil: StartAnvilReturnType
/** Accepts connections and never answers: a chain that hangs. */
let silent: Server
const silentSockets = new Set<Socket>()
let silentUrl: string
/** Nothing listens there: a chain that is down. */
let deadUrl: string
let ready: ReferenceService
let unready: ReferenceService
let smtpUp = true
const previousTimeout = process.env.FOYER_RPC_TIMEOUT_MS

beforeAll(async () => {
  process.env.FOYER_RPC_TIMEOUT_MS = String(rpcTimeoutMs)
  silent = createServer((socket) => {
    silentSockets.add(socket)
    socket.on('close', () => silentSockets.delete(socket))
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const address = silent.address()
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  deadUrl = `http://127.0.0.1:${await getFreePort()}`
  anvil = await startAnvil({
    chainId: 1,
    port: await getFreePort(),
    mnemonic: 'test test test test test test test test test test test junk',
    timeoutMs: 60_000,
  })
  ready = await startReferenceService({
    evm: { accounts: [], chains: [networkChain({ chainId: 1, rpcUrl: anvil.rpcUrl })] },
    readinessChecks: [
      {
        name: 'smtp',
        check: async () => {
          if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
        },
      },
    ],
  })
  unready = await startReferenceService({
    evm: {
      accounts: [],
      chains: [
        networkChain({ chainId: 10, rpcUrl: silentUrl }),
        networkChain({ chainId: 8453, rpcUrl: deadUrl }),
      ],
    },
    solana: { url: deadUrl },
  })
}, 90_000)
afterAll(async () => {
  if (previousTimeout === undefined) delete process.env.FOYER_RPC_TIMEOUT_MS
  else process.env.FOYER_RPC_TIMEOUT_MS = previousTimeout
  await Promise.all([ready?.stop(), unready?.stop()])
  for (const socket of silentSockets) socket.destroy()
  await new Promise((resolve) => silent?.close(resolve))
  await anvil?.stop()
})

type Readiness = {
  status: string
  checks: { name: string; ok: boolean; durationMs: number; error?: string }[]
}

async function readiness(service: ReferenceService): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${service.url}/readyz`)
  return { status: response.status, body: (await response.json()) as Readiness }
}

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 while the process is up, whatever its chains do', async () => {
    for (const service of [ready, unready]) {
      const response = await fetch(`${service.url}/healthz`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })

  it('/readyz answers 200 naming each check when the database, the chain and a plugged-in check pass', async () => {
    smtpUp = true
    const { status, body } = await readiness(ready)
    expect(status).toBe(200)
    expect(body.status).toBe('ready')
    expect(body.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['chain eip155:1', true],
      ['smtp', true],
    ])
  })

  it('/readyz answers 503 when a plugged-in check (an SMTP server) fails, saying why', async () => {
    smtpUp = false
    const { status, body } = await readiness(ready)
    expect(status).toBe(503)
    expect(body.status).toBe('unready')
    expect(body.checks.find((check) => check.name === 'smtp')).toMatchObject({
      ok: false,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    })
    smtpUp = true
  })

  it('/readyz answers 503 within the RPC timeout when a chain hangs or is down, naming each', async () => {
    const started = Date.now()
    const { status, body } = await readiness(unready)
    expect(Date.now() - started).toBeLessThan(rpcTimeoutMs + 1_500)
    expect(status).toBe(503)
    const byName = Object.fromEntries(body.checks.map((check) => [check.name, check]))
    expect(byName.database?.ok).toBe(true)
    expect(byName['chain eip155:10']).toMatchObject({
      ok: false,
      error: expect.stringMatching(/timeout|abort/i),
    })
    expect(byName['chain eip155:8453']).toMatchObject({ ok: false, error: expect.any(String) })
    expect(byName['chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toMatchObject({ ok: false })
  })
})

describe('chain-dependent endpoints with an unreachable chain', () => {
  it.each([
    ['hangs', 'eip155:10'],
    ['is down', 'eip155:8453'],
  ])('a chain that %s: the balance answers 503 chain_unavailable, never a hang', async (_what, chainId) => {
    const started = Date.now()
    const response = await fetch(
      `${unready.url}/v1/account/${account}/balance?projectId=foyer-dev&chainId=${chainId}`,
    )
    expect(Date.now() - started).toBeLessThan(4 * rpcTimeoutMs + 2_000)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'chain_unavailable', details: expect.any(String) })
  })

  it('a Solana endpoint that is down: the balance answers 503 chain_unavailable', async () => {
    const response = await fetch(
      `${unready.url}/v1/account/So11111111111111111111111111111111111111112/balance?projectId=foyer-dev`,
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'chain_unavailable' })
  })
})
