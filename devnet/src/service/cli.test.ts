import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runService } from './runService.test-utils.js'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-service-cli-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

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
