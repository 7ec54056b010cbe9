import { useAppKitWallets } from '@foyer/react'
import { useState } from 'react'

/**
 * `?headless=1`: a connect UI of the host's own on `useAppKitWallets`, beside the modal: the Connect list, the
 * registry by search, and WalletConnect with the pairing URI shown as text (an app would draw its own QR code).
 */
export function HeadlessConnect() {
  const {
    wallets,
    wcWallets,
    fetchWallets,
    connect,
    getWcUri,
    resetWcUri,
    wcUri,
    isFetchingWcUri,
    connectingWallet,
    count,
  } = useAppKitWallets()
  const [search, setSearch] = useState('')
  const [error, setError] = useState<string>()
  const run = (action: Promise<unknown>) => {
    setError(undefined)
    action.catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)))
  }
  return (
    <section aria-labelledby="headless-title" className="demo-card">
      <h2 id="headless-title">Headless connect</h2>
      <p data-testid="headless-count">{count} wallets in the registry</p>
      <ul aria-label="Headless wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => run(connect(wallet))}>
              {wallet.name}
              {wallet.isInjected ? ' (installed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          run(fetchWallets({ search }))
        }}
      >
        <label>
          Search the registry <input value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      <ul aria-label="Registry results">
        {wcWallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      <div className="demo-buttons">
        <button type="button" onClick={() => run(getWcUri())}>
          Pair with WalletConnect
        </button>
        <button type="button" onClick={resetWcUri}>
          Cancel pairing
        </button>
      </div>
      {isFetchingWcUri && <p>Asking the relay for a pairing URI…</p>}
      {wcUri && (
        <p>
          Pairing URI: <code data-testid="wc-uri">{wcUri}</code>
        </p>
      )}
      {connectingWallet && <p>Connecting {connectingWallet.name}…</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
