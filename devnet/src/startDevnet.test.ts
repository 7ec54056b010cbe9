import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BalanceResponseSchema, HistoryResponseSchema, SupportedChainsSchema } from '@foyer/core/schemas'
import { getFreePort } from '@foyer/service/testing'
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { type DevnetInfo, readDevnetInfo } from './devnetInfo.js'
import { AnvilStartError } from './evm/errors.js'
import {
  type Devnet,
  DevnetStartError,
  type DevnetStartRetry,
  evmStartAttempts,
  InvalidDevnetOptionsError,
  partStartAttempts,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'

const directory = await mkdtemp(join(tmpdir(), 'foyer-devnet-'))
const running: Devnet[] = []

afterAll(async () => {
  await Promise.all(running.map((devnet) => devnet.stop()))
  await rm(directory, { recursive: true, force: true })
})

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

/** Chain 8453 on `basePort` and every other part off (their default ports may be taken by a running `pnpm demo`). */
const evmOnly = (basePort: number): StartDevnetParameters => ({
  evm: { chains: [8453], basePort },
  solana: false,
  bitcoin: false,
  polkadot: false,
  relay: false,
  service: false,
  frame: false,
  bundler: false,
  farcaster: false,
  oidc: false,
  mail: false,
  infoPath: false,
})

/** Takes `port` on 127.0.0.1, as another program would. */
function holdPort(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

const chainIdsOf = (balances: { chainId?: string | undefined }[]) => [
  ...new Set(balances.map((balance) => balance.chainId)),
]

/** Balances, history and Solana through the service that startDevnet wired to its chains. */
async function checkServiceAcrossChains(info: DevnetInfo): Promise<void> {
  const service = info.service?.url ?? ''
  const api = async (path: string) => {
    const response = await fetch(`${service}${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)
    expect(response.status, path).toBe(200)
    return (await response.json()) as unknown
  }
  const dev = info.evm.accounts[1] as { address: Address; privateKey: Hex }
  const evmChains = info.evm.chains.map((chain) => `eip155:${chain.chainId}`)

  // Balance without chainId: every EVM chain.
  const { balances } = BalanceResponseSchema.parse(await api(`/v1/account/${dev.address}/balance`))
  expect(chainIdsOf(balances).sort()).toEqual([...evmChains].sort())

  // History across chains, newest first, one page at a time.
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const sent: Hex[] = []
  for (const chain of [info.evm.chains[0], info.evm.chains[2]]) {
    if (!chain) continue
    const wallet = createWalletClient({
      account: privateKeyToAccount(dev.privateKey),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: recipient,
      value: parseEther(sent.length ? '0.2' : '0.1'),
    })
    await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    sent.push(hash)
  }
  const pages: [string | undefined, string | undefined, string | undefined][] = []
  let cursor: string | null = null
  do {
    const page = HistoryResponseSchema.parse(
      await api(`/v1/account/${recipient}/history?limit=1${cursor ? `&cursor=${cursor}` : ''}`),
    )
    for (const transaction of page.data) {
      pages.push([transaction.id, transaction.metadata.chain, transaction.transfers[0]?.quantity.numeric])
    }
    cursor = page.next
  } while (cursor && pages.length < 5)
  const [first, second] = [info.evm.chains[0], info.evm.chains[2]]
  expect(pages.sort()).toEqual(
    [
      [sent[0], `eip155:${first?.chainId}`, '0.1'],
      [sent[1], `eip155:${second?.chainId}`, '0.2'],
    ].sort(),
  )

  // Solana: every cluster is served, balances come from each cluster's ledger.
  const supported = SupportedChainsSchema.parse(await api('/v1/supported-chains'))
  const clusters = Object.values(info.solana?.clusters ?? {})
  expect(clusters).toHaveLength(3)
  for (const cluster of clusters) expect(supported.http).toContain(cluster.caipNetworkId)
  const owner = info.solana?.accounts[0]?.address ?? ''
  const solana = BalanceResponseSchema.parse(
    await api(`/v1/account/${owner}/balance?chainId=${info.solana?.clusters.devnet?.caipNetworkId}`),
  )
  expect(solana.balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
    ['SOL', '1000'],
    ['USDC', '10000'],
  ])
  const everySolana = BalanceResponseSchema.parse(await api(`/v1/account/${owner}/balance`))
  expect(chainIdsOf(everySolana.balances)).toEqual(clusters.map((cluster) => cluster.caipNetworkId))
}

// Each case starts processes (anvil and its deployments, Alto, the ledgers) and some retry with backoff: the project's
// 60 s was too little on a busy 2-core machine (the whole devnet took 73 s there).
describe('startDevnet', { timeout: 240_000 }, () => {
  it('starts every part, wires the chains into the service and writes devnet.json', async () => {
    const infoPath = join(directory, 'full.json')
    const devnet = await startDevnet({ ephemeral: true, infoPath })
    running.push(devnet)
    const { info } = devnet

    expect(await readDevnetInfo({ path: infoPath })).toEqual(info)
    expect(Object.keys(info.evm.rpcUrls).sort()).toEqual(['1', '11155111', '42161', '8453'])
    for (const [chainId, rpcUrl] of Object.entries(info.evm.rpcUrls)) {
      expect(Number(await rpc(rpcUrl, 'eth_chainId'))).toBe(Number(chainId))
    }
    expect(info.solana?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mainnet$/)
    expect(await rpc(info.solana?.url ?? '', 'getHealth')).toBe('ok')
    expect(info.relay?.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(info.service?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

    const owner = info.evm.accounts[0]?.address
    const response = await fetch(`${info.service?.url}/v1/account/${owner}/balance?projectId=foyer-dev`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('USDC')
    await checkServiceAcrossChains(info)
    // The devnet's service has its dev conveniences on, and its dev OAuth sends users back to the demo.
    // The devnet's service mails through the devnet's SMTP server, whose inbox API the tests read codes from.
    const mailed = await fetch(`${info.service?.url}/auth/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'devnet@example.com' }),
    })
    expect(mailed.status).toBe(200)
    const inbox = (await (await fetch(`${info.mail?.url}/inbox?to=devnet@example.com`)).json()) as {
      messages: { code: string | null }[]
    }
    expect(inbox.messages.at(-1)?.code).toMatch(/^\d{6}$/)
    const start = await fetch(`${info.service?.url}/auth/oauth/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'github',
        projectId: 'foyer-dev',
        appOrigin: 'http://localhost:5173',
        redirect_uri: 'http://localhost:5173/',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        frameSecretHash: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      }),
    })
    const { url } = (await start.json()) as { url: string }
    // The service sends the browser on to the devnet's OpenID provider.
    const toProvider = await fetch(url, { redirect: 'manual' })
    expect(toProvider.status).toBe(302)
    expect(toProvider.headers.get('location')?.startsWith(info.oidc?.url ?? 'missing')).toBe(true)

    const urls = [...Object.values(info.evm.rpcUrls), info.solana?.url ?? '', info.service?.url ?? '']
    await devnet.stop()
    expect(existsSync(infoPath)).toBe(false)
    for (const url of urls) await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(devnet.stop()).resolves.toBeUndefined()
  })

  it('starts again on the same ports after a stop', async () => {
    const basePort = await getFreePort()
    for (let round = 0; round < 2; round++) {
      const devnet = await startDevnet(evmOnly(basePort))
      running.push(devnet)
      expect(devnet.info.evm.rpcUrls).toEqual({ '8453': `http://127.0.0.1:${basePort}` })
      expect(devnet.startTimes).toEqual({ 'EVM chains': expect.any(Number) })
      expect(devnet.info.solana).toBeNull()
      expect(devnet.infoPath).toBeUndefined()
      await devnet.stop()
    }
  })

  it('tries the EVM chains again when a start fails (here: their port taken at first), with backoff', async () => {
    const basePort = await getFreePort()
    const holder = await holdPort(basePort)
    const retries: DevnetStartRetry[] = []
    const devnet = await startDevnet({
      ...evmOnly(basePort),
      onRetry: (retry) => {
        retries.push(retry)
        holder.close()
      },
    })
    running.push(devnet)
    expect(retries).toEqual([
      { part: 'EVM chains', attempt: 1, error: expect.any(AnvilStartError), delayMs: 500 },
    ])
    expect(await rpc(`http://127.0.0.1:${basePort}`, 'eth_chainId')).toBe('0x2105')
    await devnet.stop()
  })

  it('tries a part other than the EVM chains again when its start fails (here: the Bitcoin ledger port taken at first)', async () => {
    const [basePort, bitcoinPort] = [await getFreePort(), await getFreePort()]
    const holder = await holdPort(bitcoinPort)
    const retries: DevnetStartRetry[] = []
    const devnet = await startDevnet({
      ...evmOnly(basePort),
      bitcoin: { port: bitcoinPort },
      // The EVM chains may retry too on a busy machine: only the ledger's retry frees its port.
      onRetry: (retry) => {
        if (retry.part !== 'Bitcoin ledger') return
        retries.push(retry)
        holder.close()
      },
    })
    running.push(devnet)
    expect(retries).toEqual([
      {
        part: 'Bitcoin ledger',
        attempt: 1,
        error: expect.objectContaining({ code: 'EADDRINUSE' }),
        delayMs: 500,
      },
    ])
    expect(devnet.info.bitcoin?.url).toBe(`http://127.0.0.1:${bitcoinPort}/regtest`)
    expect(Object.keys(devnet.startTimes).sort()).toEqual(['Bitcoin ledger', 'EVM chains'])
    expect((await fetch(`${devnet.info.bitcoin?.url}/blocks/tip/height`)).ok).toBe(true)
    await devnet.stop()
  })

  it('names a part other than the EVM chains that fails every attempt in one line', async () => {
    const [basePort, bitcoinPort] = [await getFreePort(), await getFreePort()]
    const holder = await holdPort(bitcoinPort)
    const retries: string[] = []
    const error = await startDevnet({
      ...evmOnly(basePort),
      bitcoin: { port: bitcoinPort },
      onRetry: ({ part, delayMs }) => retries.push(`${part} ${delayMs}`),
    })
      .catch((caught: unknown) => caught)
      .finally(() => holder.close())
    expect(retries.filter((retry) => retry.startsWith('Bitcoin'))).toEqual([
      'Bitcoin ledger 500',
      'Bitcoin ledger 1000',
    ])
    expect(error).toBeInstanceOf(DevnetStartError)
    expect((error as DevnetStartError).part).toBe('Bitcoin ledger')
    expect((error as DevnetStartError).shortMessage).toMatch(
      new RegExp(
        `^The devnet's Bitcoin ledger did not start in ${partStartAttempts} attempts \\(.*${bitcoinPort}.*\\)\\. If a devnet`,
      ),
    )
    // The EVM chains, still starting when the ledger gave up, are stopped once started.
    await expect(rpc(`http://127.0.0.1:${basePort}`, 'eth_chainId')).rejects.toThrow()
  })

  it('names a part that fails every attempt in one line, with what to do', async () => {
    const basePort = await getFreePort()
    const holder = await holdPort(basePort)
    const retries: number[] = []
    const error = await startDevnet({ ...evmOnly(basePort), onRetry: ({ delayMs }) => retries.push(delayMs) })
      .catch((caught: unknown) => caught)
      .finally(() => holder.close())
    expect(retries).toEqual([500, 1_000, 2_000])
    expect(error).toBeInstanceOf(DevnetStartError)
    const { shortMessage } = error as DevnetStartError
    expect(shortMessage).not.toContain('\n')
    expect(shortMessage).toBe(
      `The devnet's EVM chains did not start in ${evmStartAttempts} attempts (Anvil for chain 8453 did not start on port ${basePort}). ` +
        'If a devnet or `pnpm demo` is already running, stop it or start with --ephemeral (free ports); on a busy machine, try again.',
    )
  })

  it('names the bad field of invalid options', async () => {
    const error = await startDevnet({ service: { port: 70_000 } }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidDevnetOptionsError)
    expect((error as InvalidDevnetOptionsError).details).toContain('service.port')
  })
})
