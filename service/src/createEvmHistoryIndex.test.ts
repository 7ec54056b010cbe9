import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HistoryResponseSchema } from '@foyer/core/schemas'
import { type EvmDevnet, type EvmDevnetChain, startEvmChains, toViemChain } from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmChainReaders } from './createEvmChainReaders.js'
import { createEvmHistoryIndex } from './createEvmHistoryIndex.js'
import { type EvmIndexSettings, networkIndexSettings } from './indexers/chainIndexing.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { openServiceStore, type ServiceStorageOptions } from './storage/openServiceStore.js'
import { testBackend, testServiceStorage } from './storage/testServiceStorage.test-utils.js'

type LogsCall = { fromBlock: bigint; toBlock: bigint; refused: boolean }

/** A JSON-RPC proxy in front of anvil that records every `eth_getLogs` and refuses spans over `maxSpan`. */
async function startRecordingProxy(target: string) {
  const state = {
    calls: [] as LogsCall[],
    maxSpan: Number.POSITIVE_INFINITY,
    /** While set, `eth_getLogs` answers only once it settles: a slow node. */
    hold: undefined as Promise<void> | undefined,
  }
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    const requests = (Array.isArray(body) ? body : [body]) as {
      id: number
      method: string
      params: { fromBlock: Hex; toBlock: Hex }[]
    }[]
    const answers = await Promise.all(
      requests.map(async (call) => {
        if (call.method === 'eth_getLogs') {
          const filter = call.params[0] as { fromBlock: Hex; toBlock: Hex }
          const fromBlock = BigInt(filter.fromBlock)
          const toBlock = BigInt(filter.toBlock)
          const refused = Number(toBlock - fromBlock + 1n) > state.maxSpan
          state.calls.push({ fromBlock, toBlock, refused })
          await state.hold
          if (refused)
            return {
              jsonrpc: '2.0',
              id: call.id,
              error: { code: -32602, message: `query exceeds max block range ${state.maxSpan}` },
            }
        }
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(call),
        })
        return upstream.json()
      }),
    )
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let evm: EvmDevnet
let chain: EvmDevnetChain
let publicClient: PublicClient
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>
const dataDirs: string[] = []

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  chain = evm.chains[0] as EvmDevnetChain
  publicClient = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  proxy = await startRecordingProxy(chain.rpcUrl)
}, 120_000)
afterAll(async () => {
  await proxy?.close()
  await evm?.stop()
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
})

/** Storage that outlives one service: a PGlite directory, or a Postgres database. */
async function lastingStorage(): Promise<ServiceStorageOptions> {
  if (testBackend() === 'postgres') return testServiceStorage()
  const dir = await mkdtemp(join(tmpdir(), 'foyer-history-'))
  dataDirs.push(dir)
  return { dataDir: dir }
}

function startService(storage: ServiceStorageOptions, settings: Partial<EvmIndexSettings>) {
  return startReferenceService({
    evm: { chains: [{ ...chain, rpcUrl: proxy.url }], accounts: evm.accounts },
    storage,
    chainIndexing: {
      evm: {
        [chain.chainId]: { ...networkIndexSettings, confirmations: 0, requestWaitMs: null, ...settings },
      },
      defaults: networkIndexSettings,
    },
  })
}

async function historyOf(service: ReferenceService, address: Address) {
  const response = await fetch(`${service.url}/v1/account/${address}/history?projectId=foyer-dev`)
  expect(response.status).toBe(200)
  return HistoryResponseSchema.parse(await response.json()).data.map((entry) => entry.metadata.hash)
}

async function sendUsdc(accountIndex: number, to: Address, amount: string): Promise<Hex> {
  const dev = evm.accounts[accountIndex]
  if (!dev) throw new Error(`no dev account ${accountIndex}`)
  const wallet = createWalletClient({
    account: privateKeyToAccount(dev.privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: chain.tokens.find((token) => token.symbol === 'USDC')?.address as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  })
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

describe('EVM history from a start block', () => {
  it('answers only transfers after the start block and never asks for logs before it', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const early = await sendUsdc(3, receiver, '1')
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 3 })
    const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 })) + 1
    const later = await sendUsdc(3, receiver, '2')
    const latest = await sendUsdc(4, receiver, '3')
    expect(early).not.toBe(later)

    proxy.state.calls.length = 0
    const service = await startService(await lastingStorage(), { startBlock, blockWindow: 1_000 })
    try {
      expect(await historyOf(service, receiver)).toEqual([latest, later])
    } finally {
      await service.stop()
    }
    expect(proxy.state.calls.length).toBeGreaterThan(0)
    for (const call of proxy.state.calls) expect(call.fromBlock).toBeGreaterThanOrEqual(BigInt(startBlock))
  })

  it('halves its window while the node refuses the range, then resumes from its cursor after a restart', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 })) + 1
    const first = await sendUsdc(5, receiver, '4')
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 20 })
    const span = Number(await publicClient.getBlockNumber({ cacheTime: 0 })) - startBlock + 1
    const storage = await lastingStorage()

    proxy.state.calls.length = 0
    proxy.state.maxSpan = 5
    const service = await startService(storage, { startBlock, blockWindow: 64 })
    try {
      expect(await historyOf(service, receiver)).toEqual([first])
    } finally {
      await service.stop()
    }
    const refused = proxy.state.calls.filter((call) => call.refused)
    const served = proxy.state.calls.filter((call) => !call.refused)
    // 64 and 32 (both capped at the 21 blocks there are), 16 and 8 refused; then windows of 4 cover the rest.
    expect(span).toBe(21)
    expect(refused.map((call) => Number(call.toBlock - call.fromBlock + 1n))).toEqual([span, span, 16, 8])
    expect(served.every((call) => call.toBlock - call.fromBlock + 1n <= 4n)).toBe(true)
    expect(served[0]?.fromBlock).toBe(BigInt(startBlock))
    const indexedTo = served.at(-1)?.toBlock as bigint

    const second = await sendUsdc(5, receiver, '5')
    proxy.state.calls.length = 0
    proxy.state.maxSpan = Number.POSITIVE_INFINITY
    const restarted = await startService(storage, { startBlock, blockWindow: 64 })
    try {
      expect(await historyOf(restarted, receiver)).toEqual([second, first])
    } finally {
      await restarted.stop()
    }
    expect(proxy.state.calls.length).toBeGreaterThan(0)
    for (const call of proxy.state.calls) expect(call.fromBlock).toBe(indexedTo + 1n)
  })

  it.runIf(testBackend() === 'postgres')('two processes on one database index each window once', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 })) + 1
    const sent = await sendUsdc(6, receiver, '6')
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 9 })
    const storage = await lastingStorage()
    proxy.state.calls.length = 0
    const one = await startService(storage, { startBlock, blockWindow: 2 })
    const two = await startService(storage, { startBlock, blockWindow: 2 })
    try {
      const answers = await Promise.all([historyOf(one, receiver), historyOf(two, receiver)])
      expect(answers).toEqual([[sent], [sent]])
    } finally {
      await one.stop()
      await two.stop()
    }
    const starts = proxy.state.calls.map((call) => call.fromBlock)
    expect(new Set(starts).size).toBe(starts.length)
    expect(starts[0]).toBe(BigInt(startBlock))
  })

  it('answers from what is indexed when the node is slow, and catches up behind the request', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 })) + 1
    const sent = await sendUsdc(7, receiver, '7')
    const store = await openServiceStore({ memory: true })
    const [reader] = createEvmChainReaders([{ ...chain, rpcUrl: proxy.url }]).all
    if (!reader) throw new Error('no reader')
    const index = createEvmHistoryIndex(reader, {
      store,
      settings: { ...networkIndexSettings, confirmations: 0, startBlock, requestWaitMs: 300 },
    })
    let release = () => {}
    proxy.state.hold = new Promise<void>((resolve) => {
      release = resolve
    })
    try {
      const started = Date.now()
      expect(await index.transactionsOf(receiver)).toEqual([])
      expect(Date.now() - started).toBeLessThan(5_000)
      release()
      await vi.waitFor(
        async () => expect((await index.transactionsOf(receiver)).map((entry) => entry.hash)).toEqual([sent]),
        { timeout: 15_000, interval: 100 },
      )
    } finally {
      release()
      proxy.state.hold = undefined
      await store.close()
    }
  })
})
