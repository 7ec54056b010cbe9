/** What an app hands a wallet through the wallet-standard events: a way to register itself. */
export type WalletStandardAppApi = { register(...wallets: unknown[]): () => void }

type WalletWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/**
 * Registers `wallet` with every wallet-standard app on `target`, by the standard's events protocol: it
 * dispatches `wallet-standard:register-wallet` with a callback an app already listening calls with its
 * API, and answers each later `wallet-standard:app-ready` (whose detail is that API) the same way.
 * Returns a function that stops answering new apps.
 */
export function registerWallet(target: WalletWindow, wallet: unknown): () => void {
  const callback = ({ register }: WalletStandardAppApi) => register(wallet)
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      bubbles: false,
      cancelable: false,
      composed: false,
      detail: callback,
    }),
  )
  const onAppReady = (event: Event) => {
    const api = (event as CustomEvent<WalletStandardAppApi>).detail
    if (api && typeof api.register === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
}
