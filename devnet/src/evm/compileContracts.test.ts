import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Abi } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { foyerIdRegistryAbi, foyerSpamNftAbi, foyerTokenAbi } from './abis.js'
import { compileContracts, contractNames } from './compileContracts.js'

const cacheDir = `${await mkdtemp(join(tmpdir(), 'foyer-contracts-'))}/`

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

function functionSignatures(abi: Abi): string[] {
  return abi
    .filter((item) => item.type === 'function')
    .map((item) => `${item.name}(${item.inputs.map((input) => input.type).join(',')})`)
}

describe('compileContracts', () => {
  // A cold solc compile of every contract took 78 s on a busy 2-core machine: more than the project's 60 s.
  it('compiles every contract once, then reads the cache without solc', { timeout: 240_000 }, async () => {
    const coldStart = performance.now()
    const cold = await compileContracts({ cacheDir })
    const coldMs = performance.now() - coldStart
    expect(cold.cached).toBe(false)
    for (const name of contractNames) {
      expect(cold.artifacts[name].bytecode).toMatch(/^0x[0-9a-f]{100,}$/)
      expect(cold.artifacts[name].deployedBytecode).toMatch(/^0x[0-9a-f]{100,}$/)
    }
    expect(await readdir(cacheDir)).toEqual([cold.cacheFile.slice(cacheDir.length)])

    const warmStart = performance.now()
    const warm = await compileContracts({ cacheDir })
    const warmMs = performance.now() - warmStart
    expect(warm.cached).toBe(true)
    expect(warm.cacheFile).toBe(cold.cacheFile)
    expect(warm.artifacts).toEqual(cold.artifacts)
    expect(warmMs).toBeLessThan(coldMs)
    console.info(`contracts: cold compile ${Math.round(coldMs)} ms, warm (cached) ${Math.round(warmMs)} ms`)
  })

  it('has every function of the typed ABIs in the compiled contracts', async () => {
    const { artifacts } = await compileContracts({ cacheDir })
    const pairs = [
      [foyerTokenAbi, artifacts.FoyerToken.abi],
      [foyerSpamNftAbi, artifacts.FoyerSpamNft.abi],
      [foyerIdRegistryAbi, artifacts.FoyerIdRegistry.abi],
    ] as const
    for (const [typed, compiled] of pairs) {
      expect(functionSignatures(compiled)).toEqual(expect.arrayContaining(functionSignatures(typed as Abi)))
    }
  })
})
