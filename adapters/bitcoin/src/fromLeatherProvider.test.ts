import { confirmedBalance, esplora, mine } from '@foyer/conformance/bitcoin'
import {
  type CaipNetwork,
  connect,
  createKernel,
  destroyKernel,
  getAccount,
  getConnectors,
  request,
  UserRejectedRequestError,
} from '@foyer/core'
import {
  bitcoinDevFunding,
  createDevBitcoinProvider,
  deriveBitcoinDevKeys,
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
  toBitcoinCaipNetwork,
  verifyBip322Simple,
} from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { createLeatherWallet } from './createLeatherWallet.test-utils.js'
import { broadcastSignedPsbt, createSpendPsbt } from './createSpendPsbt.test-utils.js'
import { InvalidBitcoinWalletResponseError } from './errors.js'

let ledger: StartBitcoinEsploraReturnType
let network: CaipNetwork

beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding(undefined, 3) })
  network = toBitcoinCaipNetwork('regtest', ledger.networks.regtest.url)
})
afterAll(async () => {
  await ledger?.stop()
})

it('connects Leather, signs BIP-322, sends a transfer and signs a PSBT the ledger accepts', async () => {
  const dev = createDevBitcoinProvider({ esploraUrl: ledger.networks.regtest.url, accountIndex: 2 })
  const kernel = createKernel({
    projectId: 'bitcoin',
    networks: [network],
    adapters: [new BitcoinAdapter({ window: { LeatherProvider: createLeatherWallet(dev) } })],
  })
  try {
    expect(getConnectors(kernel, { namespace: 'bip122' }).map((connector) => connector.id)).toEqual([
      'injected:LeatherProvider',
    ])
    await connect(kernel, { namespace: 'bip122', connectorId: 'injected:LeatherProvider' })
    expect(getAccount(kernel, { namespace: 'bip122' }).address).toBe(dev.payment.address)
    expect(
      await request(kernel, { namespace: 'bip122', method: 'getAccountAddresses', params: {} }),
    ).toMatchObject([
      { address: dev.payment.address, intention: 'payment' },
      { address: dev.ordinals.address, intention: 'ordinals' },
    ])

    const { signature } = (await request(kernel, {
      namespace: 'bip122',
      method: 'signMessage',
      params: { message: 'leather' },
    })) as { signature: string }
    expect(verifyBip322Simple(dev.payment.address, 'leather', signature, 'regtest')).toBe(true)

    const recipient = deriveBitcoinDevKeys('regtest', undefined, 7).payment.address
    const { txid } = (await request(kernel, {
      namespace: 'bip122',
      method: 'sendTransfer',
      params: { recipientAddress: recipient, amount: '30000' },
    })) as { txid: string }
    await mine(network)
    expect(await esplora(network, `/tx/${txid}/status`)).toMatchObject({ confirmed: true })
    expect(await confirmedBalance(recipient, network)).toBe(30_000n)

    const signed = (await request(kernel, {
      namespace: 'bip122',
      method: 'signPsbt',
      params: {
        psbt: await createSpendPsbt(dev, network, recipient),
        signInputs: [{ address: dev.payment.address, index: 0 }],
      },
    })) as { psbt: string }
    const { id, accepted } = await broadcastSignedPsbt(network, signed.psbt)
    expect(accepted).toBe(id)

    dev.setReject(true)
    await expect(
      request(kernel, { namespace: 'bip122', method: 'signMessage', params: { message: 'no' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  } finally {
    destroyKernel(kernel)
  }
})

it('rejects a Leather answer that is not the documented shape', async () => {
  const liar = { request: async () => ({ jsonrpc: '2.0', id: '1', result: { addresses: 'none' } }) }
  const kernel = createKernel({
    projectId: 'bitcoin',
    networks: [network],
    adapters: [new BitcoinAdapter({ window: { LeatherProvider: liar } })],
  })
  try {
    await expect(
      connect(kernel, { namespace: 'bip122', connectorId: 'injected:LeatherProvider' }),
    ).rejects.toBeInstanceOf(InvalidBitcoinWalletResponseError)
  } finally {
    destroyKernel(kernel)
  }
})
