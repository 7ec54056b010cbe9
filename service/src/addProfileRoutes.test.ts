import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

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

describe('names are normalised by ENSIP-15 (@adraffy/ens-normalize through viem)', () => {
  const query = '?projectId=foyer-dev'
  async function register(url: string, name: string, account = privateKeyToAccount(generatePrivateKey())) {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const response = await fetch(`${url}/v1/profile/account${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 0x80000001,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    return { status: response.status, body: (await response.json()) as { name?: string; message?: string } }
  }

  it('stores the normal form, so the same name typed differently is one name', async () => {
    const service = await startReferenceService()
    try {
      const owner = privateKeyToAccount(generatePrivateKey())
      expect(await register(service.url, 'ÅLICE-N.Foyer.ETH', owner)).toMatchObject({
        status: 200,
        body: { name: 'ålice-n.foyer.eth' },
      })
      const lookup = await fetch(`${service.url}/v1/profile/account/${encodeURIComponent('Ålice-N')}${query}`)
      expect(((await lookup.json()) as { name: string }).name).toBe('ålice-n.foyer.eth')
      expect((await register(service.url, 'ålice-n')).status).toBe(409)
    } finally {
      await service.stop()
    }
  })

  // Refused names store nothing: one service answers every case.
  describe('refusals', () => {
    let service: ReferenceService
    beforeAll(async () => {
      service = await startReferenceService()
    })
    afterAll(() => service?.stop())

    it.each([
      ['xn--lice-qoa', 'a name cannot start with "xn--" (punycode)'],
      ['-alice', 'a name cannot start or end with a hyphen'],
      ['alice-', 'a name cannot start or end with a hyphen'],
      ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'a name cannot look like an address'],
      ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'a name cannot look like an address'],
      ['\u0430lice', 'not allowed by ENS normalisation (ENSIP-15): illegal mixture: Cyrillic + Latin'],
      ['al_ice', 'not allowed by ENS normalisation (ENSIP-15): underscore allowed only at start'],
      ['ali\u200dce', 'not allowed by ENS normalisation (ENSIP-15): disallowed character'],
      ['sub.alice', 'a name is one label, without dots'],
      ['abc', 'expected 4 to 63 characters'],
    ])('refuses %j on registration and lookup with the reason', async (label, reason) => {
      const refused = await register(service.url, label)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toContain(`Expected a registrable name: ${reason}`)
      const lookup = await fetch(
        `${service.url}/v1/profile/account/${encodeURIComponent(`${label}.foyer.eth`)}${query}`,
      )
      expect(lookup.status).toBe(400)
    })
  })
})
