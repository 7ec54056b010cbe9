import { announceEip6963, createDevEvmProvider, devEvmWalletInfo } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { collectEip1193Wallets } from './collectEip1193Wallets.js'
import { type Eip6963ProviderDetail, watchEip6963Providers } from './watchEip6963Providers.js'

const devKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const createWallet = () =>
  createDevEvmProvider({ privateKey: devKey, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] })

describe('watchEip6963Providers', () => {
  it('hears wallets that announce before and after it starts, once per rdns', () => {
    const page = new EventTarget()
    const early = createWallet()
    const stopEarly = announceEip6963(page, early, devEvmWalletInfo)
    const seen: (readonly Eip6963ProviderDetail[])[] = []
    const stop = watchEip6963Providers({ target: page, onChange: (details) => seen.push(details) })
    expect(seen.at(-1)?.map((detail) => detail.info.rdns)).toEqual(['dev.foyer.wallet'])

    const late = createWallet()
    const stopLate = announceEip6963(page, late, { ...devEvmWalletInfo, uuid: 'other', rdns: 'dev.other' })
    expect(seen.at(-1)?.map((detail) => detail.info.rdns)).toEqual(['dev.foyer.wallet', 'dev.other'])

    // The same wallet answering a second request changes nothing.
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    stop()
    stopEarly()
    stopLate()
  })

  it('ignores announcements that do not follow EIP-6963', () => {
    const page = new EventTarget()
    const seen: unknown[] = []
    const stop = watchEip6963Providers({ target: page, onChange: (details) => seen.push(details) })
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' }, provider: {} } }),
    )
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }))
    expect(seen).toEqual([])
    stop()
  })
})

describe('collectEip1193Wallets', () => {
  it('reports an announced wallet that also injected window.ethereum once', () => {
    const provider = createWallet()
    const announced = [{ info: devEvmWalletInfo, provider }]
    const wallets = collectEip1193Wallets(announced, provider)
    expect(wallets.map((wallet) => [wallet.connector.id, wallet.connector.type])).toEqual([
      ['dev.foyer.wallet', 'ANNOUNCED'],
    ])
  })

  it('reports a wallet that only injected window.ethereum as INJECTED', () => {
    const wallets = collectEip1193Wallets([], createWallet())
    expect(wallets.map((wallet) => wallet.connector)).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespace: 'eip155', installed: true },
    ])
    expect(collectEip1193Wallets([], { not: 'a provider' })).toEqual([])
  })
})
