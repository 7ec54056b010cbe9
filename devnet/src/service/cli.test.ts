import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/foyer-service.mjs', import.meta.url))
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-service-cli-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Runs `foyer-service` with `env` added to a clean environment; resolves its URL once it listens. */
export function runService(env: Record<string, string>): {
  child: ChildProcess
  url: Promise<string>
  exit: Promise<{ code: number | null; output: string }>
} {
  const child = spawn(process.execPath, [bin], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
  const url = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    exit.then(({ code }) => reject(new Error(`foyer-service exited (${code}) before listening:\n${output}`)))
  })
  url.catch(() => {})
  return { child, url, exit }
}

describe('foyer-service', () => {
  it('starts on a PGlite data directory, answers, and stops on SIGTERM', async () => {
    const service = runService({ DATA_DIR: dataDir })
    try {
      const url = await service.url
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const wallets = await fetch(`${url}/getWallets?projectId=foyer-dev&entries=1`)
      expect(wallets.status).toBe(200)
      const event = await fetch(`${url}/auth/siwx/nonce`)
      expect(event.status).toBe(200)
    } finally {
      service.child.kill('SIGTERM')
    }
    const { code, output } = await service.exit
    expect(code).toBe(0)
    expect(output).toContain('SIGTERM: stopping the service')
  })

  it('refuses a malformed configuration, naming the variable', async () => {
    const service = runService({
      DATA_DIR: dataDir,
      FOYER_EVM_CHAINS: '[{"chainId": 1, "rpcUrl": "ftp://x"}]',
    })
    const { code, output } = await service.exit
    expect(code).toBe(1)
    expect(output).toContain('Invalid FOYER_EVM_CHAINS.')
    expect(output).toContain('0.rpcUrl: expected an http(s) URL')
  })
})
