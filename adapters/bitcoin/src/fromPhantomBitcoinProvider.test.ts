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
import { createPhantomBitcoinWallet } from './createPhantomBitcoinWallet.test-utils.js'
import { broadcastSignedPsbt, createSpendPsbt } from './createSpendPsbt.test-utils.js'
import { InvalidBitcoinWalletResponseError } from './errors.js'

let ledger: StartBitcoinEsploraReturnType
let network: CaipNetwork

beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding(undefined, 4) })
  network = toBitcoinCaipNetwork('regtest', ledger.networks.regtest.url)
})
afterAll(async () => {
  await ledger?.stop()
})

it('connects Phantom, signs BIP-322 with both addresses and signs a PSBT the ledger accepts', async () => {
  const dev = createDevBitcoinProvider({ esploraUrl: ledger.networks.regtest.url, accountIndex: 3 })
  const kernel = createKernel({
    projectId: 'bitcoin',
    networks: [network],
    adapters: [new BitcoinAdapter({ window: { phantom: { bitcoin: createPhantomBitcoinWallet(dev) } } })],
  })
  try {
    expect(getConnectors(kernel, { namespace: 'bip122' }).map((connector) => connector.id)).toEqual([
      'injected:phantom.bitcoin',
    ])
    await connect(kernel, { namespace: 'bip122', connectorId: 'injected:phantom.bitcoin' })
    expect(getAccount(kernel, { namespace: 'bip122' }).address).toBe(dev.payment.address)

    for (const address of [dev.payment.address, dev.ordinals.address]) {
      const { signature } = (await request(kernel, {
        namespace: 'bip122',
        method: 'signMessage',
        params: { address, message: 'phantom' },
      })) as { signature: string }
      expect(verifyBip322Simple(address, 'phantom', signature, 'regtest')).toBe(true)
    }

    const recipient = deriveBitcoinDevKeys('regtest', undefined, 8).payment.address
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

it('rejects Phantom accounts without a purpose', async () => {
  const liar = {
    requestAccounts: async () => [{ address: 'bcrt1qxyz' }],
    signMessage: async () => ({}),
    signPSBT: async () => new Uint8Array(),
  }
  const kernel = createKernel({
    projectId: 'bitcoin',
    networks: [network],
    adapters: [new BitcoinAdapter({ window: { phantom: { bitcoin: liar } } })],
  })
  try {
    await expect(
      connect(kernel, { namespace: 'bip122', connectorId: 'injected:phantom.bitcoin' }),
    ).rejects.toBeInstanceOf(InvalidBitcoinWalletResponseError)
  } finally {
    destroyKernel(kernel)
  }
})
