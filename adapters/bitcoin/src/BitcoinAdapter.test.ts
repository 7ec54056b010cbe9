import { runAdapterConformance } from '@foyer/conformance'
import {
  type BitcoinTestPage,
  bitcoinConformanceDevnet,
  confirmedBalance,
  createConformanceBitcoinWallet,
  esplora,
  mine,
} from '@foyer/conformance/bitcoin'
import {
  type CaipNetwork,
  connect,
  createKernel,
  destroyKernel,
  formatUnits,
  getAccount,
  getAppProvider,
  getConnectors,
  type Kernel,
  request,
  switchNetwork,
  UserRejectedRequestError,
} from '@foyer/core'
import {
  bitcoinDevFunding,
  bitcoinNetworks,
  createDevBitcoinProvider,
  deriveBitcoinDevKeys,
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
  toBitcoinCaipNetwork,
  verifyBip322Simple,
  verifyBitcoinMessageEcdsa,
} from '@foyer/devnet'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import type { BitcoinConnector } from './BitcoinConnector.js'
import type { BitcoinProvider } from './BitcoinProvider.js'
import { createUnisatStyleWallet } from './createUnisatStyleWallet.test-utils.js'
import { BitcoinBalanceUnavailableError, InvalidBitcoinWalletResponseError } from './errors.js'

const page: BitcoinTestPage = {}
// The page the sats-connect library looks its providers up on.
vi.stubGlobal('window', page)
let ledger: StartBitcoinEsploraReturnType
let networks: readonly [CaipNetwork, CaipNetwork]

beforeAll(async () => {
  ledger = await startBitcoinEsplora({ funding: bitcoinDevFunding() })
  networks = [
    toBitcoinCaipNetwork('regtest', ledger.networks.regtest.url),
    toBitcoinCaipNetwork('testnet', ledger.networks.testnet.url),
  ]
})
afterAll(async () => {
  await ledger?.stop()
})

const createWallet = () => createConformanceBitcoinWallet({ page, esploraUrl: ledger.networks.regtest.url })

// #region conformance
runAdapterConformance({
  name: 'BitcoinAdapter',
  namespace: 'bip122',
  createAdapter: () => new BitcoinAdapter({ window: page }),
  createWallet: async () => createWallet(),
  devnet: () => bitcoinConformanceDevnet(networks),
  describe,
  it,
  expect,
})
// #endregion conformance

describe('BitcoinAdapter', () => {
  const kernels: Kernel[] = []
  const open = async () => {
    const wallet = createWallet()
    const kernel = createKernel({
      projectId: 'bitcoin',
      networks: [...networks],
      adapters: [new BitcoinAdapter({ window: page })],
    })
    kernels.push(kernel)
    const [connector] = getConnectors(kernel, { namespace: 'bip122' })
    if (!connector) throw new Error('the dev wallet was not discovered')
    await connect(kernel, { namespace: 'bip122', connectorId: connector.id })
    return { kernel, wallet }
  }
  afterAll(() => {
    for (const kernel of kernels) destroyKernel(kernel)
  })

  it('connects with the payment address as the account and the ordinals address beside it', async () => {
    const { kernel, wallet } = await open()
    const account = getAccount(kernel, { namespace: 'bip122' })
    expect(account.address).toBe(wallet.provider.payment.address)
    expect(account.caipAddress).toBe(`${networks[0].caipNetworkId}:${wallet.provider.payment.address}`)
    const accounts = account.allAccounts
    expect(accounts.map((entry) => [entry.type, entry.address])).toEqual([
      ['payment', wallet.provider.payment.address],
      ['ordinal', wallet.provider.ordinals.address],
    ])
    expect(
      await request(kernel, {
        namespace: 'bip122',
        method: 'getAccountAddresses',
        params: { intentions: ['ordinals'] },
      }),
    ).toEqual([
      {
        address: wallet.provider.ordinals.address,
        publicKey: Buffer.from(wallet.provider.ordinals.publicKey).toString('hex'),
        intention: 'ordinals',
      },
    ])
  })

  it("keeps both accounts and their public keys across switchNetwork; the provider names purposes as AppKit's BitcoinConnector", async () => {
    const { kernel, wallet } = await open()
    const before = getAccount(kernel, { namespace: 'bip122' }).allAccounts
    expect(before.every((entry) => typeof entry.publicKey === 'string' && entry.publicKey.length > 0)).toBe(
      true,
    )
    await switchNetwork(kernel, networks[1])
    const account = getAccount(kernel, { namespace: 'bip122' })
    expect(account.caipAddress).toBe(`${networks[1].caipNetworkId}:${wallet.provider.payment.address}`)
    expect(account.allAccounts).toEqual(before)
    const provider = getAppProvider(kernel, 'bip122') as BitcoinConnector
    expect((await provider.getAccountAddresses()).map((entry) => [entry.purpose, entry.address])).toEqual([
      ['payment', wallet.provider.payment.address],
      ['ordinal', wallet.provider.ordinals.address],
    ])
  })

  it('signs ECDSA for the payment address and BIP-322 for the ordinals address, both verifiable', async () => {
    const { kernel, wallet } = await open()
    const message = 'Foyer bitcoin'
    const payment = (await request(kernel, {
      namespace: 'bip122',
      method: 'signMessage',
      params: { account: wallet.provider.payment.address, message },
    })) as { signature: string; protocol: string }
    expect(payment.protocol).toBe('ECDSA')
    expect(
      verifyBitcoinMessageEcdsa(wallet.provider.payment.address, message, payment.signature, 'regtest'),
    ).toBe(true)
    expect(
      verifyBitcoinMessageEcdsa(wallet.provider.payment.address, 'other', payment.signature, 'regtest'),
    ).toBe(false)
    const ordinals = (await request(kernel, {
      namespace: 'bip122',
      method: 'signMessage',
      params: { address: wallet.provider.ordinals.address, message, protocol: 'bip322' },
    })) as { signature: string; protocol: string }
    expect(ordinals.protocol).toBe('BIP322')
    expect(verifyBip322Simple(wallet.provider.ordinals.address, message, ordinals.signature, 'regtest')).toBe(
      true,
    )
  })

  it('signs a PSBT (taproot input) that the ledger accepts, and broadcasts through the provider', async () => {
    const { kernel, wallet } = await open()
    const ordinals = wallet.provider.ordinals
    const recipient = deriveBitcoinDevKeys('regtest', undefined, 8).payment.address
    const [coin] = await esplora<{ txid: string; vout: number; value: number }[]>(
      networks[0],
      `/address/${ordinals.address}/utxo`,
    )
    if (!coin) throw new Error('the ordinals address has no coin')
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: ordinals.script, amount: BigInt(coin.value) },
      tapInternalKey: ordinals.publicKey,
    })
    unsigned.addOutputAddress(recipient, 3_000_000n, bitcoinNetworks.regtest)
    unsigned.addOutputAddress(
      ordinals.address,
      BigInt(coin.value) - 3_000_000n - 500n,
      bitcoinNetworks.regtest,
    )
    const psbt = base64.encode(unsigned.toPSBT())

    const signed = (await request(kernel, {
      namespace: 'bip122',
      method: 'signPsbt',
      params: { account: ordinals.address, psbt, signInputs: [{ address: ordinals.address, index: 0 }] },
    })) as { psbt: string; txid?: string }
    expect(signed.txid).toBe(undefined)
    const finalized = Transaction.fromPSBT(base64.decode(signed.psbt))
    finalized.finalize()
    const txid = await esplora<string>(networks[0], '/tx', { method: 'POST', body: finalized.hex })
    expect(txid).toBe(finalized.id)
    await mine(networks[0])
    expect(await confirmedBalance(recipient, networks[0])).toBe(3_000_000n)

    // The same transaction again, through the app-facing provider with broadcast: the ledger refuses it.
    const provider = kernel.adapters[0]?.getProvider?.() as BitcoinProvider
    await expect(provider.signPSBT({ psbt, broadcast: true })).rejects.toThrow(/txn-already-known/)
  })

  it('turns wallet rejections and malformed answers into Foyer errors', async () => {
    const { kernel, wallet } = await open()
    wallet.provider.setReject(true)
    const signing = request(kernel, { namespace: 'bip122', method: 'signMessage', params: { message: 'no' } })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    wallet.provider.setReject(false)

    const liar = {
      request: async (method: string) =>
        method === 'wallet_connect'
          ? { jsonrpc: '2.0', id: '1', result: { addresses: [{ address: 42, purpose: 'payment' }] } }
          : { jsonrpc: '2.0', id: '1', result: null },
    }
    const liarPage = { btc_providers: [{ id: 'Liar', name: 'Liar' }], Liar: liar }
    vi.stubGlobal('window', liarPage)
    try {
      const adapter = new BitcoinAdapter({ window: liarPage })
      const other = createKernel({ projectId: 'bitcoin', networks: [...networks], adapters: [adapter] })
      kernels.push(other)
      await expect(
        connect(other, { namespace: 'bip122', connectorId: 'sats-connect:Liar' }),
      ).rejects.toBeInstanceOf(InvalidBitcoinWalletResponseError)
    } finally {
      vi.stubGlobal('window', page)
    }
  })

  it('reports an unreachable Esplora API as an unavailable balance', async () => {
    const adapter = new BitcoinAdapter({ window: page })
    const offline = { ...networks[0], rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } } as CaipNetwork
    await expect(
      adapter.getBalance({ address: deriveBitcoinDevKeys('regtest').payment.address, network: offline }),
    ).rejects.toBeInstanceOf(BitcoinBalanceUnavailableError)
  })
})

describe('BitcoinAdapter with a Unisat-style injected wallet', () => {
  it('connects the payment address, signs, sends and signs PSBTs through the injected API', async () => {
    const dev = createDevBitcoinProvider({ esploraUrl: ledger.networks.regtest.url, accountIndex: 1 })
    const adapter = new BitcoinAdapter({ window: { unisat: createUnisatStyleWallet(dev) } })
    const kernel = createKernel({ projectId: 'bitcoin', networks: [...networks], adapters: [adapter] })
    try {
      expect(getConnectors(kernel, { namespace: 'bip122' }).map((connector) => connector.id)).toEqual([
        'injected:unisat',
      ])
      await connect(kernel, { namespace: 'bip122', connectorId: 'injected:unisat' })
      const address = dev.payment.address
      expect(getAccount(kernel, { namespace: 'bip122' }).address).toBe(address)

      const { signature } = (await request(kernel, {
        namespace: 'bip122',
        method: 'signMessage',
        params: { message: 'unisat' },
      })) as { signature: string }
      expect(verifyBitcoinMessageEcdsa(address, 'unisat', signature, 'regtest')).toBe(true)

      const recipient = deriveBitcoinDevKeys('regtest', undefined, 6).payment.address
      const { txid } = (await request(kernel, {
        namespace: 'bip122',
        method: 'sendTransfer',
        params: { recipientAddress: recipient, amount: '40000' },
      })) as { txid: string }
      // Before a block: the balances wallets show already count the mempool (sender down, recipient up).
      const senderBefore = await confirmedBalance(address, networks[0])
      const { fee } = await esplora<{ fee: number }>(networks[0], `/tx/${txid}`)
      expect(await adapter.getBalance({ address: recipient, network: networks[0] })).toEqual({
        balance: '0.0004',
        symbol: 'BTC',
      })
      expect((await adapter.getBalance({ address, network: networks[0] })).balance).toBe(
        formatUnits(senderBefore - 40_000n - BigInt(fee), 8),
      )
      await mine(networks[0])
      expect(await esplora(networks[0], `/tx/${txid}/status`)).toMatchObject({ confirmed: true })
      expect(await confirmedBalance(recipient, networks[0])).toBe(40_000n)

      const [coin] = await esplora<{ txid: string; vout: number; value: number }[]>(
        networks[0],
        `/address/${address}/utxo`,
      )
      if (!coin) throw new Error('no coin')
      const unsigned = new Transaction()
      unsigned.addInput({
        txid: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: dev.payment.script, amount: BigInt(coin.value) },
      })
      unsigned.addOutputAddress(recipient, BigInt(coin.value) - 700n, bitcoinNetworks.regtest)
      const signed = (await request(kernel, {
        namespace: 'bip122',
        method: 'signPsbt',
        params: { psbt: base64.encode(unsigned.toPSBT()) },
      })) as { psbt: string }
      const finalized = Transaction.fromPSBT(base64.decode(signed.psbt))
      finalized.finalize()
      expect(await esplora(networks[0], '/tx', { method: 'POST', body: finalized.hex })).toBe(finalized.id)
    } finally {
      destroyKernel(kernel)
    }
  })
})
