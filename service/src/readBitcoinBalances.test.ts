import {
  bitcoinDevFunding,
  createDevBitcoinProvider,
  deriveBitcoinDevKeys,
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBitcoinBalances } from './readBitcoinBalances.js'

let ledger: StartBitcoinEsploraReturnType
beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding() })
})
afterAll(async () => {
  await ledger?.stop()
})

describe('readBitcoinBalances', () => {
  it('counts the mempool as wallets do: a send shows on both sides before it is mined', async () => {
    const network = {
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      url: ledger.networks.regtest.url,
    }
    const recipient = deriveBitcoinDevKeys('regtest', undefined, 5).payment.address
    const wallet = createDevBitcoinProvider({ esploraUrl: network.url, accountIndex: 1 })
    const sats = async (address: string) => {
      const [balance] = await readBitcoinBalances(network, address, 'http://127.0.0.1')
      return balance ? Math.round(Number(balance.quantity.numeric) * 1e8) : 0
    }
    const before = await sats(wallet.payment.address)
    expect(await sats(recipient)).toBe(0)

    await wallet.request('wallet_connect')
    const sent = await wallet.request('sendTransfer', {
      recipients: [{ address: recipient, amount: 50_000 }],
    })
    if (!('result' in sent)) throw new Error(sent.error.message)
    const { txid } = sent.result as { txid: string }
    const { fee, status } = (await (await fetch(`${network.url}/tx/${txid}`)).json()) as {
      fee: number
      status: { confirmed: boolean }
    }
    expect(status.confirmed).toBe(false)
    expect(await sats(recipient)).toBe(50_000)
    expect(await sats(wallet.payment.address)).toBe(before - 50_000 - fee)
  })
})
