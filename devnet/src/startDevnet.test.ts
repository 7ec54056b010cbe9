import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readDevnetInfo } from './devnetInfo.js'
import { getFreePort } from './evm/getFreePort.js'
import { type Devnet, InvalidDevnetOptionsError, startDevnet } from './startDevnet.js'

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

describe('startDevnet', () => {
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

    const urls = [...Object.values(info.evm.rpcUrls), info.solana?.url ?? '', info.service?.url ?? '']
    await devnet.stop()
    expect(existsSync(infoPath)).toBe(false)
    for (const url of urls) await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(devnet.stop()).resolves.toBeUndefined()
  })

  it('starts again on the same ports after a stop', async () => {
    const basePort = await getFreePort()
    for (let round = 0; round < 2; round++) {
      const devnet = await startDevnet({
        evm: { chains: [8453], basePort },
        solana: false,
        relay: false,
        service: false,
        infoPath: false,
      })
      running.push(devnet)
      expect(devnet.info.evm.rpcUrls).toEqual({ '8453': `http://127.0.0.1:${basePort}` })
      expect(devnet.info.solana).toBeNull()
      expect(devnet.infoPath).toBeUndefined()
      await devnet.stop()
    }
  })

  it('names the bad field of invalid options', async () => {
    const error = await startDevnet({ service: { port: 70_000 } }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidDevnetOptionsError)
    expect((error as InvalidDevnetOptionsError).details).toContain('service.port')
  })
})
