import type { Connector } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { describe, expect, it } from 'vitest'
import { mergeWallets, walletConnectEntryId } from './mergeWallets.js'
import { normalizeWalletName } from './normalizeWalletName.js'

const metamaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const trustId = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
const ledgerId = '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927'
const zerionId = 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18'

function registryWallet(id: string, name: string, rdns: string | null = null): Wallet {
  return {
    id,
    name,
    image_id: `img-${name.toLowerCase()}`,
    rdns,
    mobile_link: `${name.toLowerCase()}://`,
    desktop_link: null,
    webapp_link: `https://${name.toLowerCase()}.example/app`,
  }
}

const announcedMetaMask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  namespace: 'eip155',
  rdns: 'io.metamask',
  imageUrl: 'data:image/svg+xml;base64,AAAA',
}
const injectedMetaMask: Connector = {
  id: 'injected',
  type: 'INJECTED',
  name: 'Metamask',
  namespace: 'eip155',
}
const walletConnectConnector: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  namespace: 'eip155',
}

describe('mergeWallets', () => {
  it('lists MetaMask once when it is announced, injected and in the registry, installed with registry links', () => {
    const wallets = mergeWallets({
      connectors: [injectedMetaMask, announcedMetaMask],
      registry: [
        registryWallet(rainbowId, 'Rainbow', 'me.rainbow'),
        registryWallet(metamaskId, 'MetaMask', 'io.metamask'),
      ],
    })
    const metamask = wallets.filter((wallet) => normalizeWalletName(wallet.name) === 'metamask')
    expect(metamask).toHaveLength(1)
    const [entry] = metamask
    expect(entry).toMatchObject({
      id: metamaskId,
      explorerId: metamaskId,
      rdns: 'io.metamask',
      installed: true,
      group: 'installed',
      imageId: 'img-metamask',
      imageUrl: 'data:image/svg+xml;base64,AAAA',
      links: { mobile: 'metamask://', webapp: 'https://metamask.example/app' },
      namespaces: ['eip155'],
    })
    // The announced connector is preferred over the injected global.
    expect(entry?.connectors.map((connector) => connector.id)).toEqual(['io.metamask', 'injected'])
    expect(wallets.map((wallet) => wallet.name)).toEqual(['Metamask', 'Rainbow'])
  })

  it('matches a registry wallet by explorer id when the connector names it', () => {
    const wallets = mergeWallets({
      connectors: [
        {
          id: 'ext',
          type: 'EXTERNAL',
          name: 'Trust',
          namespace: 'eip155',
          explorerId: trustId,
          installed: true,
        },
      ],
      registry: [registryWallet(trustId, 'Trust Wallet')],
    })
    expect(wallets).toHaveLength(1)
    expect(wallets[0]).toMatchObject({ id: trustId, installed: true, imageId: 'img-trust wallet' })
  })

  it('never joins two wallets whose rdns disagree, even with the same name', () => {
    const wallets = mergeWallets({
      connectors: [
        { id: 'a', type: 'ANNOUNCED', name: 'Zerion', namespace: 'eip155', rdns: 'io.zerion.wallet' },
        { id: 'b', type: 'ANNOUNCED', name: 'Zerion', namespace: 'eip155', rdns: 'com.fake.zerion' },
      ],
    })
    expect(wallets).toHaveLength(2)
  })

  it('joins one wallet across namespaces', () => {
    const wallets = mergeWallets({
      connectors: [
        { id: 'app.phantom', type: 'ANNOUNCED', name: 'Phantom', namespace: 'eip155', rdns: 'app.phantom' },
        { id: 'phantom-solana', type: 'ANNOUNCED', name: 'Phantom', namespace: 'solana' },
      ],
    })
    expect(wallets).toHaveLength(1)
    expect(wallets[0]?.namespaces).toEqual(['eip155', 'solana'])
  })

  it('orders recent, installed, featured, recommended, then the rest', () => {
    const wallets = mergeWallets({
      connectors: [announcedMetaMask, walletConnectConnector],
      registry: [
        registryWallet(zerionId, 'Zerion'),
        registryWallet(ledgerId, 'Ledger Live'),
        registryWallet(trustId, 'Trust Wallet'),
        registryWallet(rainbowId, 'Rainbow'),
      ],
      featuredWalletIds: [trustId, rainbowId],
      recommendedWalletIds: [ledgerId],
      recentWallets: [{ id: zerionId }],
    })
    expect(wallets.map((wallet) => [wallet.name, wallet.group])).toEqual([
      ['Zerion', 'recent'],
      ['MetaMask', 'installed'],
      ['Trust Wallet', 'featured'],
      ['Rainbow', 'featured'],
      ['Ledger Live', 'recommended'],
      ['WalletConnect', 'other'],
    ])
    expect(wallets.find((wallet) => wallet.id === walletConnectEntryId)?.walletConnect).toBe(true)
  })

  it('keeps at most two recent wallets and finds them by connector id too', () => {
    const wallets = mergeWallets({
      connectors: [announcedMetaMask],
      registry: [
        registryWallet(zerionId, 'Zerion'),
        registryWallet(ledgerId, 'Ledger'),
        registryWallet(trustId, 'Trust'),
      ],
      recentWallets: [{ id: 'io.metamask' }, { id: ledgerId }, { id: zerionId }],
    })
    expect(wallets.filter((wallet) => wallet.group === 'recent').map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Ledger',
    ])
  })

  it('drops excluded ids whatever reported them, and honours include for registry-only wallets', () => {
    const wallets = mergeWallets({
      connectors: [announcedMetaMask],
      registry: [
        registryWallet(metamaskId, 'MetaMask', 'io.metamask'),
        registryWallet(zerionId, 'Zerion'),
        registryWallet(rainbowId, 'Rainbow'),
        registryWallet(ledgerId, 'Ledger'),
      ],
      customWallets: [{ id: 'my-wallet', name: 'My Wallet', image_url: 'https://example.com/w.png' }],
      excludeWalletIds: [metamaskId, zerionId],
      includeWalletIds: [zerionId, rainbowId],
    })
    expect(wallets.map((wallet) => wallet.name)).toEqual(['Rainbow', 'My Wallet'])
  })

  it('merges a custom wallet with a registry wallet of the same name and keeps its own image', () => {
    const wallets = mergeWallets({
      registry: [registryWallet(rainbowId, 'Rainbow')],
      customWallets: [
        {
          id: 'rainbow-custom',
          name: 'Rainbow Wallet',
          image_url: 'https://example.com/r.png',
          desktop_link: 'rainbow-desktop://',
        },
        { id: 'house', name: 'House Wallet', mobile_link: 'house://' },
      ],
    })
    expect(wallets).toHaveLength(2)
    expect(wallets[0]).toMatchObject({
      id: rainbowId,
      imageUrl: 'https://example.com/r.png',
      links: { mobile: 'rainbow://', desktop: 'rainbow-desktop://' },
    })
    expect(wallets[1]).toMatchObject({ id: 'house', links: { mobile: 'house://' }, installed: false })
  })

  it('leaves out embedded-wallet connectors and marks external connectors by their installed flag', () => {
    const wallets = mergeWallets({
      connectors: [
        { id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' },
        { id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase Wallet', namespace: 'eip155' },
      ],
    })
    expect(wallets).toEqual([expect.objectContaining({ id: 'coinbase', installed: false, group: 'other' })])
  })
})

describe('normalizeWalletName', () => {
  it('matches names that differ in case, spacing and a "wallet" suffix', () => {
    expect(normalizeWalletName('Coinbase Wallet')).toBe(normalizeWalletName('coinbase'))
    expect(normalizeWalletName('Meta Mask')).toBe('metamask')
    expect(normalizeWalletName('Wallet')).toBe('wallet')
  })
})

describe('mergeWallets: no dead ends', () => {
  const polkadotOnly: Wallet = {
    ...registryWallet('talisman-id', 'Talisman'),
    chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
  }
  const evmAndSolana: Wallet = {
    ...registryWallet(metamaskId, 'MetaMask', 'io.metamask'),
    chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  }

  it('leaves out a registry wallet WalletConnect cannot reach on this page, and keeps the ones it can', () => {
    const wallets = mergeWallets({
      connectors: [walletConnectConnector],
      registry: [polkadotOnly, evmAndSolana],
      walletConnectNamespaces: ['eip155'],
    })
    expect(wallets.map((wallet) => wallet.name)).toEqual(['WalletConnect', 'MetaMask'])
  })

  it('keeps an installed wallet whatever WalletConnect reaches, and a registry wallet that lists no chains', () => {
    const wallets = mergeWallets({
      connectors: [{ id: 'talisman', type: 'INJECTED', name: 'Talisman', namespace: 'polkadot' }],
      registry: [polkadotOnly, registryWallet(rainbowId, 'Rainbow')],
      walletConnectNamespaces: [],
    })
    expect(wallets.map((wallet) => [wallet.name, wallet.installed])).toEqual([
      ['Talisman', true],
      ['Rainbow', false],
    ])
  })

  it('lists one wallet that several namespaces announce under one name, with its one registry entry', () => {
    const wallets = mergeWallets({
      connectors: [
        {
          id: 'dev.foyer.wallet',
          type: 'ANNOUNCED',
          name: 'Foyer Dev Wallet',
          namespace: 'eip155',
          rdns: 'dev.foyer.wallet',
        },
        { id: 'foyer-solana', type: 'ANNOUNCED', name: 'Foyer Dev Wallet', namespace: 'solana' },
        {
          id: 'FoyerDevProviders.BitcoinProvider',
          type: 'INJECTED',
          name: 'Foyer Dev Wallet',
          namespace: 'bip122',
        },
        { id: 'foyer-dev', type: 'INJECTED', name: 'Foyer Dev Wallet', namespace: 'polkadot' },
      ],
      registry: [
        { ...registryWallet('foyer-id', 'Foyer Dev Wallet', 'dev.foyer.wallet'), chains: ['eip155:1'] },
      ],
      walletConnectNamespaces: ['eip155'],
    })
    expect(wallets).toHaveLength(1)
    expect(wallets[0]).toMatchObject({
      name: 'Foyer Dev Wallet',
      installed: true,
      explorerId: 'foyer-id',
      namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
    })
  })
})
