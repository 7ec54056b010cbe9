import { UserRejectedRequestError } from '@foyer/core'
import { createDevBitcoinProvider, verifyBitcoinMessageEcdsa } from '@foyer/devnet'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { BitcoinWalletEvent } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError } from './errors.js'
import { fromSatsConnectProvider } from './fromSatsConnectProvider.js'

// sats-connect remembers the first wallet's getInfo answer in its module: another file in this worker may have run it.
beforeAll(() => {
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The dev wallet where Xverse puts its provider, with every method the page asks it recorded. */
function installXverse() {
  const dev = createDevBitcoinProvider({ network: 'regtest' })
  const methods: string[] = []
  const provider = {
    request: (method: string, params?: unknown) => {
      methods.push(method)
      return dev.request(method, params)
    },
    addListener: dev.addListener,
  }
  vi.stubGlobal('window', { XverseProviders: { BitcoinProvider: provider } })
  const wallet = fromSatsConnectProvider({ id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' })
  return { dev, methods, wallet }
}

it('talks to the wallet through sats-connect: its getInfo handshake first, then the request, answers checked', async () => {
  const { dev, methods, wallet } = installXverse()
  const addresses = await wallet.connect(false)
  // sats-connect asks the wallet what it is before its first request; the hand-written client never did.
  expect(methods).toEqual(['getInfo', 'wallet_connect'])
  expect(addresses.map((entry) => [entry.purpose, entry.address])).toEqual([
    ['payment', dev.payment.address],
    ['ordinals', dev.ordinals.address],
  ])

  const signed = await wallet.signMessage({ address: dev.payment.address, message: 'through the library' })
  expect(signed.protocol).toBe('ECDSA')
  expect(
    verifyBitcoinMessageEcdsa(dev.payment.address, 'through the library', signed.signature, 'regtest'),
  ).toBe(true)

  dev.setReject(true)
  await expect(wallet.signMessage({ address: dev.payment.address, message: 'no' })).rejects.toBeInstanceOf(
    UserRejectedRequestError,
  )
})

it("hears the wallet's account changes and disconnects through sats-connect's addListener, until stopped", async () => {
  const { dev, wallet } = installXverse()
  await wallet.connect(false)
  const events: BitcoinWalletEvent[] = []
  const stop = wallet.onEvent((event) => events.push(event))
  await vi.waitFor(() => {
    dev.switchAccount(3)
    expect(events).not.toEqual([])
  })
  expect(events.at(-1)).toEqual({
    type: 'accounts',
    addresses: [
      expect.objectContaining({ purpose: 'payment', address: dev.payment.address }),
      expect.objectContaining({ purpose: 'ordinals', address: dev.ordinals.address }),
    ],
  })
  await wallet.disconnect()
  expect(events.at(-1)).toEqual({ type: 'disconnect' })
  const count = events.length
  stop()
  await wallet.connect(false)
  dev.switchAccount(4)
  expect(events).toHaveLength(count)
})

it('rejects what is not a sats-connect answer, and a wallet that is gone', async () => {
  const liar = { request: async () => ({ jsonrpc: '2.0', id: '1', result: { addresses: 'none' } }) }
  vi.stubGlobal('window', { Liar: liar })
  const wallet = fromSatsConnectProvider({ id: 'Liar', name: 'Liar' })
  await expect(wallet.connect(false)).rejects.toBeInstanceOf(InvalidBitcoinWalletResponseError)
  vi.stubGlobal('window', {})
  await expect(wallet.connect(false)).rejects.toThrow(/no wallet provider was found/)
})
