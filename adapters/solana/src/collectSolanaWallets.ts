import { fromInjectedProvider, injectedProviderName } from './fromInjectedProvider.js'
import { fromStandardWallet, isSolanaStandardWallet, type StandardWallet } from './fromStandardWallet.js'
import { type InjectedSolanaProvider, isInjectedSolanaProvider } from './InjectedSolanaProvider.js'
import type { SolanaWallet } from './SolanaWallet.js'

/** Where injected Solana wallets put their providers. */
export type SolanaInjectionTarget = {
  solana?: unknown
  phantom?: { solana?: unknown } | undefined
  solflare?: unknown
  backpack?: unknown
}

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The injected providers on `target`, each object once (`window.solana` is often `window.phantom.solana`). */
export function findInjectedProviders(target: SolanaInjectionTarget | undefined): InjectedSolanaProvider[] {
  if (!target) return []
  const candidates = [target.phantom?.solana, target.solflare, target.backpack, target.solana]
  const found: InjectedSolanaProvider[] = []
  for (const candidate of candidates)
    if (isInjectedSolanaProvider(candidate) && !found.includes(candidate)) found.push(candidate)
  return found
}

/**
 * One list of Solana wallets: every wallet-standard wallet with Solana support, then each injected provider whose
 * wallet did not also register by wallet-standard (same name), so a wallet that does both is listed once. `cache`
 * keeps one `SolanaWallet` per source object across calls.
 */
export function collectSolanaWallets(
  standard: readonly StandardWallet[],
  injected: readonly InjectedSolanaProvider[],
  cache: WeakMap<object, SolanaWallet>,
): SolanaWallet[] {
  const wrap = <S extends object>(source: S, create: (source: S) => SolanaWallet) => {
    let wallet = cache.get(source)
    if (!wallet) {
      wallet = create(source)
      cache.set(source, wallet)
    }
    return wallet
  }
  const wallets = standard.filter(isSolanaStandardWallet).map((wallet) => wrap(wallet, fromStandardWallet))
  const names = new Set(wallets.map((wallet) => normalize(wallet.connector.name)))
  for (const provider of injected) {
    const name = normalize(injectedProviderName(provider))
    if (names.has(name)) continue
    names.add(name)
    wallets.push(wrap(provider, fromInjectedProvider))
  }
  return wallets
}
