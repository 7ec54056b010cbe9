import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readDevnetInfo } from './devnetInfo.js'

const devnetDir = fileURLToPath(new URL('..', import.meta.url))
const directory = await mkdtemp(join(tmpdir(), 'foyer-devnet-cli-'))
const children: ChildProcess[] = []

afterAll(async () => {
  // A CLI still running after a failure gets SIGTERM first, so it stops its anvils; SIGKILL only if it hangs.
  for (const child of children) {
    if (child.exitCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  await rm(directory, { recursive: true, force: true })
})

function startCli(infoPath: string) {
  // The command `pnpm devnet` runs (devnet/package.json's `start` script).
  const args = ['--conditions=source', '--import', 'tsx', 'src/cli.ts', '--ephemeral', '--info', infoPath]
  const child = spawn(process.execPath, args, {
    cwd: devnetDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      if (output.includes('Press Ctrl+C to stop.')) resolve(output)
    }
    child.stdout?.on('data', check)
    exited.then((code) => reject(new Error(`the CLI exited with ${code} before it was ready:\n${output}`)))
  })
  return { child, ready, exited }
}

describe('pnpm devnet (cli.ts)', () => {
  // Two whole devnets, each started by a fresh tsx process: over a minute on a busy 2-core machine.
  it('starts, prints where each part listens, and stops cleanly on SIGINT then SIGTERM, twice in a row', {
    timeout: 240_000,
  }, async () => {
    for (let round = 0; round < 2; round++) {
      const infoPath = join(directory, `devnet-${round}.json`)
      const spawnedAt = performance.now()
      const { child, ready, exited } = startCli(infoPath)
      const output = await ready
      const untilReadyMs = Math.round(performance.now() - spawnedAt)
      const info = await readDevnetInfo({ path: infoPath })
      expect(output).toMatch(/Foyer devnet started in \d+ ms/)
      console.info(
        `[pnpm devnet] round ${round + 1}: startMs ${info.startMs} ms, ${untilReadyMs} ms from spawn to ready`,
      )
      // The start time is a figure to read (the second start is warm: compiled contracts cached; the aim is under
      // 15 s), not an assertion: on a loaded machine a timed test fails for reasons that are not the devnet's.
      for (const url of [
        ...Object.values(info.evm.rpcUrls),
        info.relay?.url,
        info.service?.url,
        info.mail?.url,
      ]) {
        expect(output).toContain(url)
      }

      child.kill(round === 0 ? 'SIGINT' : 'SIGTERM')
      expect(await exited).toBe(0)
      expect(existsSync(infoPath)).toBe(false)
      for (const rpcUrl of Object.values(info.evm.rpcUrls)) {
        await expect(fetch(rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
      }
    }
  })
})
