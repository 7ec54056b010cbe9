import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DevnetInfoNotFoundError, InvalidDevnetInfoError, readDevnetInfo } from './devnetInfo.js'

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
})
