import { readBitcoinBalances } from '@foyer/service'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworks } from '../wallets/bitcoin/bitcoinNetworks.js'
import {
  createDevBitcoinProvider,
  type SatsConnectResponse,
} from '../wallets/bitcoin/createDevBitcoinProvider.js'
import { deriveBitcoinDevKeys } from '../wallets/bitcoin/deriveBitcoinDevKeys.js'
import { bitcoinDevFunding } from './bitcoinDevFunding.js'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from './startBitcoinEsplora.js'

let esplora: StartBitcoinEsploraReturnType
const bob = deriveBitcoinDevKeys('regtest', undefined, 5)

beforeAll(async () => {
  esplora = await startBitcoinEsplora({ funding: bitcoinDevFunding() })
})

afterAll(async () => {
  await esplora.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${esplora.url}${path}`)
  return { status: response.status, text: await response.text() }
}
const json = async <T>(path: string): Promise<T> => JSON.parse((await get(path)).text) as T
const post = (path: string, body: string) =>
  fetch(`${esplora.url}${path}`, { method: 'POST', body }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }))
const confirmedBalance = async (address: string) => {
  const { chain_stats } = await json<{ chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }>(
    `/address/${address}`,
  )
  return chain_stats.funded_txo_sum - chain_stats.spent_txo_sum
}
function resultOf<T>(response: SatsConnectResponse): T {
  if ('error' in response) throw new Error(`wallet error ${response.error.code}: ${response.error.message}`)
  return response.result as T
}

describe('startBitcoinEsplora', () => {
  it('serves the funded dev addresses, the tip and 404s', async () => {
    const wallet = deriveBitcoinDevKeys('regtest')
    expect(await confirmedBalance(wallet.payment.address)).toBe(75_000_000)
    expect(await confirmedBalance(wallet.ordinals.address)).toBe(10_000_000)
    const utxos = await json<{ value: number; status: { confirmed: boolean } }[]>(
      `/address/${wallet.payment.address}/utxo`,
    )
    expect(utxos.map((utxo) => utxo.value).sort()).toEqual([25_000_000, 50_000_000])
    expect(utxos.every((utxo) => utxo.status.confirmed)).toBe(true)
    expect((await get('/blocks/tip/height')).text).toBe('0')
    expect((await get('/address/not-an-address')).status).toBe(400)
    expect((await get('/tx/nope')).status).toBe(404)
    expect((await fetch(`${esplora.url.replace('/regtest', '')}/elsewhere`)).status).toBe(404)
    expect((await post('/tx', 'zz')).status).toBe(400)
    expect((await post('/mine', '{"blocks":"many"}')).status).toBe(400)
  })

  it('lets the dev wallet spend its real coins; balances move after a block', async () => {
    const provider = createDevBitcoinProvider({ esploraUrl: esplora.url, autoConnect: true, accountIndex: 1 })
    const sender = provider.payment.address
    const before = await confirmedBalance(sender)
    const { txid } = resultOf<{ txid: string }>(
      await provider.request('sendTransfer', {
        recipients: [{ address: bob.payment.address, amount: 1_500_000 }],
      }),
    )
    expect(await json(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    expect(await confirmedBalance(bob.payment.address)).toBe(0)
    const balance = resultOf<{ unconfirmed: string }>(await provider.request('getBalance'))
    expect(BigInt(balance.unconfirmed)).toBeGreaterThan(0n)

    const mined = await post('/mine', '{"blocks":1}')
    expect(mined.status).toBe(200)
    const status = await json<{ confirmed: boolean; block_height: number }>(`/tx/${txid}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: 1 })
    const { fee } = await json<{ fee: number }>(`/tx/${txid}`)
    expect(fee).toBeGreaterThan(0)
    expect(await confirmedBalance(bob.payment.address)).toBe(1_500_000)
    expect(await confirmedBalance(sender)).toBe(before - 1_500_000 - fee)
    expect((await get('/blocks/tip/height')).text).toBe('1')

    // The same raw transaction again is refused; so is a second spend of its inputs.
    const raw = (await get(`/tx/${txid}/hex`)).text
    const again = await post('/tx', raw)
    expect(again.status).toBe(400)
    expect(again.text).toContain('txn-already-known')
  })

  it('broadcasts a PSBT the wallet signed and refuses a double spend of it', async () => {
    const provider = createDevBitcoinProvider({ esploraUrl: esplora.url, autoConnect: true })
    const ordinals = provider.ordinals
    const [coin] = await json<{ txid: string; vout: number; value: number }[]>(
      `/address/${ordinals.address}/utxo`,
    )
    if (!coin) throw new Error('the ordinals address has no coin')
    const build = (to: string) => {
      const tx = new Transaction()
      tx.addInput({
        txid: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: ordinals.script, amount: BigInt(coin.value) },
        tapInternalKey: ordinals.publicKey,
      })
      tx.addOutputAddress(to, BigInt(coin.value) - 2_000n, bitcoinNetworks.regtest)
      return base64.encode(tx.toPSBT())
    }
    const signed = resultOf<{ txid: string }>(
      await provider.request('signPsbt', { psbt: build(bob.ordinals.address), broadcast: true }),
    )
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/)
    const conflict = await provider.request('signPsbt', { psbt: build(bob.payment.address), broadcast: true })
    expect('error' in conflict && conflict.error.message).toContain('txn-mempool-conflict')
    await post('/mine', '')
    expect(await confirmedBalance(bob.ordinals.address)).toBe(coin.value - 2_000)
  })
})

describe('readBitcoinBalances', () => {
  it('reads the confirmed BTC balance in the Blockchain API shape', async () => {
    const network = {
      caipNetworkId: esplora.networks.testnet.caipNetworkId,
      url: esplora.networks.testnet.url,
    }
    const wallet = deriveBitcoinDevKeys('regtest')
    const [balance] = await readBitcoinBalances(network, wallet.payment.address, 'http://service')
    expect(balance).toMatchObject({
      symbol: 'BTC',
      chainId: 'bip122:000000000933ea01ad0ee984209779ba',
      quantity: { decimals: '8', numeric: '0.75' },
      iconUrl: 'http://service/public/getTokenImage/BTC',
    })
    expect(await readBitcoinBalances(network, bob.payment.address, 'http://service')).toEqual([])
  })
})
