/** A wallet as it registers by wallet-standard: name, icon, chains, accounts and `features` keyed `namespace:name`. */
export type StandardWallet = {
  readonly name: string
  readonly icon?: string | undefined
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly unknown[]
}

/**
 * The app side of wallet-standard's registration on `target` (a page's `window`): announces `wallet-standard:app-ready`
 * and accepts `wallet-standard:register-wallet`, so wallets that load before or after the adapter both register.
 * `onChange` runs when the list changes; returns `get` and `stop`.
 */
export function watchStandardWallets(
  target: Partial<EventTarget> | undefined,
  onChange: () => void,
): { get(): StandardWallet[]; stop(): void } {
  const wallets = new Set<StandardWallet>()
  if (typeof target?.addEventListener !== 'function' || typeof target.dispatchEvent !== 'function')
    return { get: () => [], stop: () => {} }
  const register = (...added: unknown[]) => {
    const fresh = added.filter(isStandardWallet).filter((wallet) => !wallets.has(wallet))
    for (const wallet of fresh) wallets.add(wallet)
    if (fresh.length > 0) onChange()
    return () => {
      for (const wallet of fresh) wallets.delete(wallet)
      if (fresh.length > 0) onChange()
    }
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return {
    get: () => [...wallets],
    stop: () => target.removeEventListener?.('wallet-standard:register-wallet', onRegister),
  }
}

function isStandardWallet(value: unknown): value is StandardWallet {
  const wallet = value as Partial<StandardWallet> | null
  return (
    typeof wallet?.name === 'string' &&
    Array.isArray(wallet.chains) &&
    Array.isArray(wallet.accounts) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null
  )
}
