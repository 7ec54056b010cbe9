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
  verifyBitcoinMessageEcdsa,
} from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { createLeatherWallet } from './createLeatherWallet.test-utils.js'
import { broadcastSignedPsbt, createSpendPsbt } from './createSpendPsbt.test-utils.js'
import { createStandardBitcoinWallet } from './createStandardBitcoinWallet.test-utils.js'

let ledger: StartBitcoinEsploraReturnType
let network: CaipNetwork

beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding(undefined, 5) })
  network = toBitcoinCaipNetwork('regtest', ledger.networks.regtest.url)
})
afterAll(async () => {
  await ledger?.stop()
})

it('lists a wallet-standard Bitcoin wallet once, connects it, signs messages and a PSBT the ledger accepts', async () => {
  const dev = createDevBitcoinProvider({ esploraUrl: ledger.networks.regtest.url, accountIndex: 4 })
  const standard = createStandardBitcoinWallet(dev, 'Leather')
  // The same wallet also injects `LeatherProvider`: wallet-standard's entry is the one listed.
  const page = Object.assign(new EventTarget(), { LeatherProvider: createLeatherWallet(dev) })
  const kernel = createKernel({
    projectId: 'bitcoin',
    networks: [network],
    adapters: [new BitcoinAdapter({ window: page })],
  })
  const unregister = standard.register(page)
  try {
    expect(getConnectors(kernel, { namespace: 'bip122' }).map((connector) => connector.id)).toEqual([
      'wallet-standard:Leather',
    ])
    await connect(kernel, { namespace: 'bip122', connectorId: 'wallet-standard:Leather' })
    expect(getAccount(kernel, { namespace: 'bip122' }).address).toBe(dev.payment.address)

    const payment = (await request(kernel, {
      namespace: 'bip122',
      method: 'signMessage',
      params: { message: 'standard' },
    })) as { signature: string }
    expect(verifyBitcoinMessageEcdsa(dev.payment.address, 'standard', payment.signature, 'regtest')).toBe(
      true,
    )
    const ordinals = (await request(kernel, {
      namespace: 'bip122',
      method: 'signMessage',
      params: { address: dev.ordinals.address, message: 'standard' },
    })) as { signature: string }
    expect(verifyBip322Simple(dev.ordinals.address, 'standard', ordinals.signature, 'regtest')).toBe(true)

    const recipient = deriveBitcoinDevKeys('regtest', undefined, 9).payment.address
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

    unregister()
    expect(getConnectors(kernel, { namespace: 'bip122' }).map((connector) => connector.id)).toEqual([
      'injected:LeatherProvider',
    ])
  } finally {
    unregister()
    destroyKernel(kernel)
  }
})
