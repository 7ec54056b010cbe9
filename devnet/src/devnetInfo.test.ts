import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type DevnetInfo,
  DevnetInfoNotFoundError,
  InvalidDevnetInfoError,
  readDevnetInfo,
} from './devnetInfo.js'

const directory = await mkdtemp(join(tmpdir(), 'foyer-devnet-info-'))

afterAll(async () => {
  await rm(directory, { recursive: true, force: true })
})

describe('readDevnetInfo', () => {
  it('says the devnet is not running when there is no file', async () => {
    const path = join(directory, 'missing.json')
    const error = await readDevnetInfo({ path }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DevnetInfoNotFoundError)
    expect((error as DevnetInfoNotFoundError).shortMessage).toBe(
      `No devnet info at ${path}. Is the devnet running?`,
    )
  })

  it('names the bad field of an invalid file', async () => {
    const path = join(directory, 'bad.json')
    await writeFile(
      path,
      JSON.stringify({
        version: 1,
        pid: 1,
        startedAt: new Date().toISOString(),
        startMs: 10,
        evm: { mnemonic: 'm', rpcUrls: { '1': 'not a url' }, accounts: [], chains: [] },
        solana: null,
        relay: null,
        service: null,
      }),
    )
    const error = await readDevnetInfo({ path }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidDevnetInfoError)
    expect((error as InvalidDevnetInfoError).details).toContain('evm.rpcUrls.1')
  })

  it('rejects a file that is not JSON', async () => {
    const path = join(directory, 'garbage.json')
    await writeFile(path, 'not json')
    await expect(readDevnetInfo({ path })).rejects.toBeInstanceOf(InvalidDevnetInfoError)
  })

  it('trusts a file only while the process that wrote it runs (a SIGKILLed devnet leaves a stale one)', async () => {
    const info = (pid: number): DevnetInfo => ({
      version: 1,
      pid,
      startedAt: new Date().toISOString(),
      startMs: 10,
      evm: { mnemonic: 'm', rpcUrls: { '1': 'http://127.0.0.1:8545' }, accounts: [], chains: [] },
      solana: null,
      bitcoin: null,
      polkadot: null,
      relay: null,
      service: null,
    })
    const live = join(directory, 'live.json')
    await writeFile(live, JSON.stringify(info(process.pid)))
    expect((await readDevnetInfo({ path: live })).pid).toBe(process.pid)

    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const stale = join(directory, 'stale.json')
    await writeFile(stale, JSON.stringify(info(child.pid as number)))
    expect((await readDevnetInfo({ path: stale })).pid).toBe(child.pid)
    child.kill('SIGKILL')
    await exited
    const error = await readDevnetInfo({ path: stale }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DevnetInfoNotFoundError)
    expect((error as DevnetInfoNotFoundError).shortMessage).toBe(
      `No devnet info at ${stale}. Is the devnet running?`,
    )
  })
})
