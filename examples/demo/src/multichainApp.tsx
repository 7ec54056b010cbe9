import {
  type AppKit,
  NetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
} from '@foyer/react'
import { withTron } from './multichainAppKit.js'
import { MultichainBitcoinPanel } from './multichainBitcoinPanel.js'
import { MultichainPolkadotPanel } from './multichainPolkadotPanel.js'
import { MultichainSolanaPanel } from './multichainSolanaPanel.js'
import { MultichainTronPanel } from './multichainTronPanel.js'

/** `multichain.html`: EVM, Solana and Bitcoin wallets connected side by side, one modal for all. */
export function MultichainApp({ appKit }: { appKit: AppKit }) {
  const evm = useAppKitAccount({ namespace: 'eip155' })
  const network = useAppKitNetwork()
  const { activeChain } = useAppKitState()
  const { disconnect } = useDisconnect()

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Foyer multichain demo</h1>
        <div className="demo-actions">
          <NetworkButton />
          <appkit-button />
        </div>
      </header>
      <nav aria-label="Demo pages" className="demo-nav">
        <a href="./">EVM demo</a>
      </nav>
      <section aria-labelledby="active-title" className="demo-card">
        <h2 id="active-title">Active</h2>
        <dl>
          <dt>Namespace</dt>
          <dd data-testid="active-namespace">{activeChain ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="network">{network.caipNetwork?.name ?? '—'}</dd>
        </dl>
        <div className="demo-buttons">
          <button type="button" onClick={() => appKit.open()}>
            Open modal
          </button>
          <button type="button" onClick={() => appKit.open({ view: 'Networks' })}>
            Choose network
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect all
          </button>
        </div>
      </section>
      <section aria-labelledby="evm-title" className="demo-card">
        <h2 id="evm-title">EVM</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="evm-status">{evm.status ?? 'disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="evm-address">{evm.address ?? '—'}</dd>
        </dl>
        <div className="demo-buttons">
          <button type="button" onClick={() => appKit.open({ namespace: 'eip155' })}>
            Connect EVM wallet
          </button>
          <button
            type="button"
            disabled={!evm.isConnected}
            onClick={() => disconnect({ namespace: 'eip155' })}
          >
            Disconnect EVM
          </button>
        </div>
      </section>
      <MultichainSolanaPanel appKit={appKit} />
      <MultichainBitcoinPanel appKit={appKit} />
      <MultichainPolkadotPanel appKit={appKit} />
      {withTron ? <MultichainTronPanel appKit={appKit} /> : null}
    </main>
  )
}
