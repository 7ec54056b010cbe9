import { createHash } from 'node:crypto'

export type RegistryWallet = {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chains: string[]
  injected: { namespace: string; injected_id: string }[] | null
  badge_type: 'certified' | 'none'
  supports_wc: boolean
}

// The popular chains, the testnets a devnet stands in for (Sepolia, Base Sepolia) included.
const evmChains = [1, 42161, 8453, 11155111, 10, 56, 137, 84532].map((id) => `eip155:${id}`)
const solanaChains = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]
const bitcoinChains = ['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba']
const polkadotChains = ['polkadot:91b171bb158e2d3848fa23a9f1c25182']

type Namespaces = ('eip155' | 'solana' | 'bip122' | 'polkadot')[]

type KnownWallet = {
  name: string
  rdns: string
  scheme: string
  namespaces: Namespaces
  /** Fixed fields instead of the generated links (the devnet's own wallets). */
  fixed?: Partial<RegistryWallet>
}

const devWalletLinks = {
  homepage: 'https://foyer.dev',
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
} satisfies Partial<RegistryWallet>

/** Well-known wallets, listed first; `scheme` is the native deep-link scheme. */
const knownWallets: KnownWallet[] = [
  {
    // devnet/src/wallets/browser: ONE wallet, "Foyer Dev Wallet" in every namespace (EIP-6963 as dev.foyer.wallet,
    // wallet-standard by name, a sats-connect provider at this path on window, `injectedWeb3['foyer-dev']`), so a
    // page lists it once; it lives in the browser, with no app to open or pair with.
    name: 'Foyer Dev Wallet',
    rdns: 'dev.foyer.wallet',
    scheme: 'foyerdev',
    namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
    fixed: {
      ...devWalletLinks,
      injected: [
        { namespace: 'eip155', injected_id: 'dev.foyer.wallet' },
        { namespace: 'solana', injected_id: 'Foyer Dev Wallet' },
        { namespace: 'bip122', injected_id: 'FoyerDevProviders.BitcoinProvider' },
        { namespace: 'polkadot', injected_id: 'foyer-dev' },
      ],
      supports_wc: false,
    },
  },
  {
    // walletconnect-wallet.html: a page that approves a pasted pairing URI over the local relay; not injected.
    name: 'Foyer WalletConnect Dev Wallet',
    rdns: 'dev.foyer.walletconnect',
    scheme: 'foyerwc',
    namespaces: ['eip155', 'solana'],
    fixed: { ...devWalletLinks, rdns: null, injected: null, supports_wc: true },
  },
  { name: 'MetaMask', rdns: 'io.metamask', scheme: 'metamask', namespaces: ['eip155', 'solana'] },
  {
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    scheme: 'trust',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    scheme: 'cbwallet',
    namespaces: ['eip155', 'solana'],
  },
  { name: 'Rainbow', rdns: 'me.rainbow', scheme: 'rainbow', namespaces: ['eip155'] },
  { name: 'Phantom', rdns: 'app.phantom', scheme: 'phantom', namespaces: ['solana', 'eip155', 'bip122'] },
  { name: 'Rabby Wallet', rdns: 'io.rabby', scheme: 'rabby', namespaces: ['eip155'] },
  { name: 'Zerion', rdns: 'io.zerion.wallet', scheme: 'zerion', namespaces: ['eip155', 'solana'] },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', scheme: 'okex', namespaces: ['eip155', 'solana', 'bip122'] },
  { name: 'Uniswap Wallet', rdns: 'org.uniswap.app', scheme: 'uniswap', namespaces: ['eip155'] },
  {
    name: 'Ledger Live',
    rdns: 'com.ledger',
    scheme: 'ledgerlive',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  { name: 'Safe', rdns: 'global.safe', scheme: 'safe', namespaces: ['eip155'] },
  { name: 'Argent', rdns: 'xyz.argent', scheme: 'argent', namespaces: ['eip155'] },
  { name: 'Exodus', rdns: 'com.exodus', scheme: 'exodus', namespaces: ['eip155', 'solana', 'bip122'] },
  { name: 'Brave Wallet', rdns: 'com.brave.wallet', scheme: 'brave', namespaces: ['eip155', 'solana'] },
  { name: 'Backpack', rdns: 'app.backpack', scheme: 'backpack', namespaces: ['solana', 'eip155'] },
  { name: 'Solflare', rdns: 'com.solflare', scheme: 'solflare', namespaces: ['solana'] },
  {
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    scheme: 'bitkeep',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  { name: 'Binance Wallet', rdns: 'com.binance.wallet', scheme: 'bnc', namespaces: ['eip155', 'solana'] },
  { name: 'Crypto.com DeFi Wallet', rdns: 'com.crypto.wallet', scheme: 'dfw', namespaces: ['eip155'] },
  { name: 'imToken', rdns: 'im.token', scheme: 'imtokenv2', namespaces: ['eip155', 'bip122'] },
  { name: 'TokenPocket', rdns: 'pro.tokenpocket', scheme: 'tpoutside', namespaces: ['eip155', 'solana'] },
  {
    name: 'SafePal',
    rdns: 'io.safepal',
    scheme: 'safepalwallet',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  { name: 'Frame', rdns: 'sh.frame', scheme: 'frame', namespaces: ['eip155'] },
  { name: 'Taho', rdns: 'xyz.taho', scheme: 'taho', namespaces: ['eip155'] },
  { name: 'Enkrypt', rdns: 'com.enkrypt', scheme: 'enkrypt', namespaces: ['eip155', 'polkadot', 'bip122'] },
  { name: 'Zengo', rdns: 'com.zengo.wallet', scheme: 'zengo', namespaces: ['eip155', 'bip122'] },
  { name: '1inch Wallet', rdns: 'io.1inch.wallet', scheme: 'oneinch', namespaces: ['eip155', 'solana'] },
  {
    name: 'Kraken Wallet',
    rdns: 'com.kraken.wallet',
    scheme: 'krakenwallet',
    namespaces: ['eip155', 'solana'],
  },
  { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', scheme: 'roninwallet', namespaces: ['eip155'] },
  {
    name: 'OneKey',
    rdns: 'so.onekey.app.wallet',
    scheme: 'onekey-wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  { name: 'Trezor Suite', rdns: 'io.trezor', scheme: 'trezorsuite', namespaces: ['eip155', 'bip122'] },
  { name: 'Xverse', rdns: 'com.xverse', scheme: 'xverse', namespaces: ['bip122'] },
  { name: 'Leather', rdns: 'io.leather', scheme: 'leather', namespaces: ['bip122'] },
  { name: 'UniSat Wallet', rdns: 'io.unisat', scheme: 'unisat', namespaces: ['bip122'] },
  {
    name: 'Magic Eden',
    rdns: 'io.magiceden.wallet',
    scheme: 'magiceden',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  { name: 'Glow', rdns: 'app.glow', scheme: 'glow', namespaces: ['solana'] },
  { name: 'Talisman', rdns: 'xyz.talisman', scheme: 'talisman', namespaces: ['polkadot', 'eip155'] },
  { name: 'SubWallet', rdns: 'app.subwallet', scheme: 'subwallet', namespaces: ['polkadot', 'eip155'] },
  { name: 'Nova Wallet', rdns: 'io.novawallet', scheme: 'novawallet', namespaces: ['polkadot'] },
  { name: 'Keplr', rdns: 'app.keplr', scheme: 'keplrwallet', namespaces: ['eip155'] },
]

const adjectives = [
  'Amber',
  'Azure',
  'Bright',
  'Cobalt',
  'Copper',
  'Crimson',
  'Crystal',
  'Dawn',
  'Ember',
  'Fern',
  'Frost',
  'Golden',
  'Granite',
  'Harbor',
  'Indigo',
  'Ivory',
  'Jade',
  'Lunar',
  'Maple',
  'Nova',
  'Onyx',
  'Pine',
  'Quartz',
  'Rapid',
  'Silver',
  'Solar',
]
const nouns = [
  'Vault',
  'Key',
  'Pocket',
  'Purse',
  'Safe',
  'Ledger',
  'Chest',
  'Wallet',
  'Keeper',
  'Pass',
  'Coin',
  'Gate',
  'Nest',
  'Harbor',
  'Bridge',
  'Anchor',
  'Beacon',
  'Compass',
  'Signal',
  'Sail',
]

export type WalletRegistry = {
  wallets: RegistryWallet[]
  byImageId: Map<string, RegistryWallet>
}

/** The Wallet API's registry: the known wallets above, then generated ones, deterministic across runs. */
export function createWalletRegistry(size = 520): WalletRegistry {
  const wallets: RegistryWallet[] = knownWallets.map((known, index) =>
    buildWallet({ ...known, order: index + 1, certified: true }),
  )
  const knownNames = new Set(wallets.map((wallet) => wallet.name))
  const generatedNames = adjectives
    .flatMap((adjective) => nouns.filter((noun) => noun !== adjective).map((noun) => `${adjective} ${noun}`))
    .filter((name) => !knownNames.has(name))
    .sort((a, b) => sha256(a).localeCompare(sha256(b)))
  for (const name of generatedNames) {
    if (wallets.length >= size) break
    const digest = createHash('sha256').update(name).digest()
    const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '')
    const pick = (digest[2] as number) % 4
    const namespaces: Namespaces = [['eip155'], ['eip155', 'solana'], ['solana'], ['eip155', 'bip122']][
      pick
    ] as Namespaces
    wallets.push(
      buildWallet({
        name,
        rdns: `com.${slug}.wallet${(digest[3] as number) % 200}`,
        scheme: slug,
        namespaces,
        order: wallets.length + 1,
        certified: (digest[4] as number) % 5 === 0,
      }),
    )
  }
  return { wallets, byImageId: new Map(wallets.map((wallet) => [wallet.image_id, wallet])) }
}

function buildWallet(
  input: Omit<KnownWallet, 'fixed'> & { order: number; certified: boolean; fixed?: Partial<RegistryWallet> },
): RegistryWallet {
  const digest = createHash('sha256').update(input.name).digest()
  const domain = `${input.scheme.replace(/[^a-z0-9]/g, '')}.example`
  const hasMobile = (digest[5] as number) % 6 !== 0
  const hasDesktop = (digest[6] as number) % 3 === 0
  const hasWebapp = (digest[7] as number) % 4 === 0
  const universal = (digest[8] as number) % 2 === 0
  const injectable = input.certified || (digest[9] as number) % 3 === 0
  const chains = input.namespaces.flatMap((namespace) => chainsOf[namespace])
  return {
    id: sha256(input.name),
    name: input.name,
    homepage: `https://${domain}`,
    image_id: toUuid(sha256(`image:${input.name}`)),
    order: input.order,
    rdns: injectable ? input.rdns : null,
    mobile_link: hasMobile ? (universal ? `https://link.${domain}` : `${input.scheme}://`) : null,
    desktop_link: hasDesktop ? `${input.scheme}-desktop://` : null,
    webapp_link: hasWebapp ? `https://app.${domain}` : null,
    app_store: hasMobile ? `https://apps.apple.com/app/${input.scheme}` : null,
    play_store: hasMobile ? `https://play.google.com/store/apps/details?id=${input.rdns}` : null,
    chains,
    injected: injectable
      ? input.namespaces.map((namespace) => ({ namespace, injected_id: input.rdns }))
      : null,
    badge_type: input.certified ? 'certified' : 'none',
    supports_wc: hasMobile || hasDesktop || hasWebapp,
    ...input.fixed,
  }
}

const chainsOf: Record<Namespaces[number], string[]> = {
  eip155: evmChains,
  solana: solanaChains,
  bip122: bitcoinChains,
  polkadot: polkadotChains,
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function toUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
