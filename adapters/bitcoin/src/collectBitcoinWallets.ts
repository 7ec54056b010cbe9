import type { BitcoinWallet } from './BitcoinWallet.js'
import { fromLeatherProvider, isLeatherProvider } from './fromLeatherProvider.js'
import { fromPhantomBitcoinProvider, isPhantomBitcoinProvider } from './fromPhantomBitcoinProvider.js'
import { fromSatsConnectProvider } from './fromSatsConnectProvider.js'
import { fromStandardBitcoinWallet, isBitcoinStandardWallet } from './fromStandardBitcoinWallet.js'
import { fromUnisatProvider, isUnisatStyleProvider } from './fromUnisatProvider.js'
import { isSatsConnectProvider, type SatsConnectProviderInfo } from './SatsConnectProvider.js'
import type { StandardWallet } from './watchStandardWallets.js'

/** Where sats-connect wallets put their providers: `btc_providers` lists them by their path on `window`. */
export type BitcoinInjectionTarget = {
  btc_providers?: unknown
  XverseProviders?: { BitcoinProvider?: unknown } | undefined
  unisat?: unknown
  okxwallet?: { bitcoin?: unknown } | undefined
  LeatherProvider?: unknown
  phantom?: { bitcoin?: unknown } | undefined
}

const xverse: SatsConnectProviderInfo = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' }

/**
 * The Bitcoin wallets: every wallet-standard wallet with Bitcoin support, then on `target` every sats-connect `btc_providers` entry whose path leads to a provider, Xverse's
 * default provider unless an entry already named that object, then Leather, Phantom's `phantom.bitcoin`, Unisat-style `unisat` and `okxwallet.bitcoin`, each
 * provider object listed once and none that wallet-standard listed already (same name). `cache` keeps one `BitcoinWallet` per provider.
 */
export function collectBitcoinWallets(
  target: BitcoinInjectionTarget | undefined,
  cache: WeakMap<object, BitcoinWallet>,
  standard: readonly StandardWallet[] = [],
): BitcoinWallet[] {
  const wallets: BitcoinWallet[] = []
  const seen = new Set<unknown>()
  const cached = (provider: object, create: () => BitcoinWallet) => {
    let wallet = cache.get(provider)
    if (!wallet) {
      wallet = create()
      cache.set(provider, wallet)
    }
    return wallet
  }
  for (const wallet of standard.filter(isBitcoinStandardWallet))
    wallets.push(cached(wallet, () => fromStandardBitcoinWallet(wallet)))
  const standardCount = wallets.length
  if (!target) return wallets
  const infos = Array.isArray(target.btc_providers) ? target.btc_providers.filter(isProviderInfo) : []
  // Wallets with their own wrapper are claimed first, so a `btc_providers` entry naming the same object
  // (Leather lists itself there) does not list it twice under the sats-connect protocol it does not speak.
  const leather = isLeatherProvider(target.LeatherProvider) ? target.LeatherProvider : undefined
  const phantom = isPhantomBitcoinProvider(target.phantom?.bitcoin) ? target.phantom.bitcoin : undefined
  seen.add(leather).add(phantom)
  for (const info of [...infos, xverse]) {
    const provider = resolvePath(target, info.id)
    if (!isSatsConnectProvider(provider) || seen.has(provider)) continue
    seen.add(provider)
    wallets.push(cached(provider, () => fromSatsConnectProvider(info)))
  }
  if (leather) wallets.push(cached(leather, () => fromLeatherProvider(leather)))
  if (phantom) wallets.push(cached(phantom, () => fromPhantomBitcoinProvider(phantom)))
  // Unisat-style injected providers (Unisat, OKX), unless the same object speaks sats-connect too.
  const injected: [string, string, unknown][] = [
    ['unisat', 'UniSat Wallet', target.unisat],
    ['okxwallet.bitcoin', 'OKX Wallet', target.okxwallet?.bitcoin],
  ]
  for (const [id, name, provider] of injected) {
    if (!isUnisatStyleProvider(provider) || seen.has(provider)) continue
    seen.add(provider)
    wallets.push(cached(provider, () => fromUnisatProvider(provider, { id, name })))
  }
  // A wallet that registered by wallet-standard and also injects a provider is listed once, by wallet-standard.
  const names = new Set(wallets.slice(0, standardCount).map((wallet) => normalize(wallet.connector.name)))
  return wallets.filter(
    (wallet, index) => index < standardCount || !names.has(normalize(wallet.connector.name)),
  )
}

/** Wallet names compare without case, spaces and a trailing "Wallet" ("Xverse Wallet" is "xverse"). */
const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/wallet$/, '')

function isProviderInfo(value: unknown): value is SatsConnectProviderInfo {
  const entry = value as Partial<SatsConnectProviderInfo> | null
  return typeof entry?.id === 'string' && typeof entry.name === 'string' && entry.id.length > 0
}

function resolvePath(target: object, path: string): unknown {
  let current: unknown = target
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}
