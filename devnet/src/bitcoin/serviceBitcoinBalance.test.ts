import { type ReferenceService, startReferenceService } from '@foyer/service'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deriveBitcoinDevKeys } from '../wallets/bitcoin/deriveBitcoinDevKeys.js'
import { bitcoinDevFunding } from './bitcoinDevFunding.js'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from './startBitcoinEsplora.js'

let ledger: StartBitcoinEsploraReturnType
let service: ReferenceService
beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding() })
  service = await startReferenceService({
    bitcoin: Object.values(ledger.networks).map(({ caipNetworkId, url }) => ({ caipNetworkId, url })),
  })
})
afterAll(async () => {
  await service?.stop()
  await ledger?.stop()
})

const balances = async (path: string) => {
  const response = await fetch(`${service.url}${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)
  return { status: response.status, body: (await response.json()) as { balances?: unknown[] } }
}

it("the service's balance route reads BTC from the ledger, per network or for all", async () => {
  const { payment } = deriveBitcoinDevKeys('regtest')
  const regtest = ledger.networks.regtest.caipNetworkId
  const one = await balances(`/v1/account/${payment.address}/balance?chainId=${regtest}`)
  expect(one.status).toBe(200)
  expect(one.body.balances).toEqual([
    expect.objectContaining({
      symbol: 'BTC',
      chainId: regtest,
      quantity: { decimals: '8', numeric: '0.75' },
    }),
  ])
  const all = await balances(`/v1/account/${regtest}:${payment.address}/balance`)
  expect(all.body.balances).toHaveLength(1)
  const both = await balances(`/v1/account/${payment.address}/balance`)
  expect(both.body.balances).toHaveLength(2)
  expect(
    (await balances(`/v1/account/${payment.address}/balance?chainId=bip122:000000000019d6689c085ae165831e93`))
      .status,
  ).toBe(400)
  expect(
    (await fetch(`${service.url}/v1/supported-chains?projectId=foyer-dev`).then((r) => r.json())).http,
  ).toEqual(expect.arrayContaining([regtest, ledger.networks.testnet.caipNetworkId]))
})
