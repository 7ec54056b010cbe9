import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReferenceService } from './startReferenceService.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-service-names-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('the naming service keeps names in the service storage', () => {
  it('resolves a registered name both ways after a restart on the same data directory', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = 'durable-name.foyer.eth'
    const query = '?projectId=foyer-dev'
    const first = await startReferenceService({ storage: { dataDir } })
    try {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const response = await fetch(`${first.url}/v1/profile/account${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: 0x80000001,
          address: account.address,
          message,
          signature: await account.signMessage({ message }),
        }),
      })
      expect(response.status).toBe(200)
    } finally {
      await first.stop()
    }

    const second = await startReferenceService({ storage: { dataDir } })
    try {
      const forward = (await (await fetch(`${second.url}/v1/profile/account/${name}${query}`)).json()) as {
        addresses: Record<string, { address: string }>
      }
      expect(forward.addresses[String(0x80000001)]?.address).toBe(account.address)
      const reverse = (await (
        await fetch(`${second.url}/v1/profile/reverse/${account.address}${query}`)
      ).json()) as { name: string }[]
      expect(reverse.map((entry) => entry.name)).toEqual([name])
      const identity = (await (
        await fetch(`${second.url}/v1/identity/${account.address}${query}`)
      ).json()) as {
        name: string
      }
      expect(identity.name).toBe(name)
    } finally {
      await second.stop()
    }
  })
})
