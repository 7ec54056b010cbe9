import { ApiPromise, HttpProvider, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadotDevFunding } from './polkadotDevFunding.js'
import { type StartPolkadotNodeReturnType, startPolkadotNode } from './startPolkadotNode.js'

let node: StartPolkadotNodeReturnType
let api: ApiPromise

beforeAll(async () => {
  await cryptoWaitReady()
  node = await startPolkadotNode({ funding: await polkadotDevFunding() })
  api = await ApiPromise.create({
    provider: new WsProvider(node.url),
    noInitWarn: true,
    throwOnConnect: true,
  })
}, 60_000)

afterAll(async () => {
  await api?.disconnect()
  await node?.stop()
})

describe('startPolkadotNode', () => {
  it('gives @polkadot/api the chain: Polkadot metadata, DOT with 10 decimals, funded dev accounts', async () => {
    expect(api.runtimeVersion.specName.toString()).toBe('polkadot')
    expect(api.registry.chainDecimals).toEqual([10])
    expect(api.registry.chainTokens).toEqual(['DOT'])
    expect(api.genesisHash.toHex()).toBe(node.ledger.genesisHash)
    const [alice] = await polkadotDevFunding()
    const account = await api.query.system.account(alice?.address ?? '')
    expect(account.data.free.toBigInt()).toBe(100_000_000_000_000n)
  })

  it('applies a transfer signed and sent by @polkadot/api: exact balances, the fee quoted beforehand, the events', async () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    const sender = keyring.addFromUri('//Dave')
    const receiver = keyring.addFromUri('//Zed')
    const amount = 12_345_678_900n
    const before = (await api.query.system.account(sender.address)).data.free.toBigInt()
    const transfer = api.tx.balances.transferKeepAlive(receiver.address, amount)
    const { partialFee } = await transfer.paymentInfo(sender)

    const events = await new Promise<string[]>((resolve, reject) => {
      transfer
        .signAndSend(sender, ({ status, events: records, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          // Under load the finalized status can overtake the in-block one (rxjs switchMap): either carries the events.
          if (status.isInBlock || status.isFinalized)
            resolve(records.map(({ event }) => `${event.section}.${event.method}`))
        })
        .catch(reject)
    })

    expect(events).toEqual([
      'balances.Withdraw',
      'balances.Transfer',
      'transactionPayment.TransactionFeePaid',
      'system.ExtrinsicSuccess',
    ])
    const after = await api.query.system.account(sender.address)
    expect(after.data.free.toBigInt()).toBe(before - amount - partialFee.toBigInt())
    expect(after.nonce.toNumber()).toBe(1)
    expect((await api.query.system.account(receiver.address)).data.free.toBigInt()).toBe(amount)
  })

  it('reports a refused extrinsic as a node does (1010 Invalid Transaction)', async () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    const poor = keyring.addFromUri('//Nobody')
    const transfer = api.tx.balances.transferKeepAlive(poor.address, 1n)
    await expect(transfer.signAndSend(poor)).rejects.toThrow(/1010: Invalid Transaction: Payment/)
  })

  it('answers the same JSON-RPC over HTTP', async () => {
    const provider = new HttpProvider(node.httpUrl)
    expect(await provider.send('system_chain', [])).toBe('Foyer Polkadot Devnet')
    expect(await provider.send('chain_getBlockHash', [0])).toBe(node.ledger.genesisHash)
    await provider.disconnect()
  })
})
