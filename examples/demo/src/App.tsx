import { useAppKitUpdateEmail } from '@foyer/plugin-socials/react'
import {
  type AppKit,
  NetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@foyer/react'
import { useState } from 'react'
import { HeadlessConnect } from './HeadlessConnect.js'
import { LanguageSwitcher } from './LanguageSwitcher.js'
import { SmartSessionDemo } from './SmartSessionDemo.js'
import { type DemoTheme, demoThemes, ThemeSwitcher } from './ThemeSwitcher.js'

const search = new URLSearchParams(globalThis.location?.search ?? '')
const headless = search.has('headless')
const smartSessions = search.get('smartSessions') === 'on'
// `?theme=light|system|midnight|brand` starts the demo on that theme (dark otherwise).
const initialTheme = demoThemes.find((theme) => theme === search.get('theme')) ?? 'dark'

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

export function App({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const { disconnect } = useDisconnect()
  const emailUpdate = useAppKitUpdateEmail()
  const email = account.embeddedWalletInfo?.user?.email
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function signMessage() {
    setError(undefined)
    try {
      const message = `0x${Array.from(new TextEncoder().encode('Hello from the Foyer demo'), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      setSignature(
        String(
          await walletProvider?.request({ method: 'personal_sign', params: [message, account.address] }),
        ),
      )
    } catch (cause) {
      setError((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Foyer demo</h1>
        <div className="demo-actions">
          <NetworkButton />
          <appkit-button />
        </div>
      </header>
      <nav aria-label="Demo pages" className="demo-nav">
        <a href="multichain.html">Multichain demo (EVM + Solana)</a>
        <ThemeSwitcher appKit={appKit} initial={initialTheme as DemoTheme} />
        <LanguageSwitcher appKit={appKit} />
      </nav>
      <section aria-labelledby="state-title" className="demo-card">
        <h2 id="state-title">Connection</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="status">{account.status ?? 'disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="address">{account.address ?? '—'}</dd>
          {email && (
            <>
              <dt>Email</dt>
              <dd data-testid="email">{email}</dd>
            </>
          )}
          <dt>Network</dt>
          <dd data-testid="network">
            {network.caipNetwork?.name ?? '—'} ({String(network.chainId ?? '—')})
          </dd>
        </dl>
        <div className="demo-buttons">
          <button type="button" onClick={() => appKit.open()}>
            Open modal
          </button>
          <button type="button" onClick={() => appKit.open({ view: 'Networks' })}>
            Choose network
          </button>
          <button type="button" disabled={!account.isConnected} onClick={signMessage}>
            Sign message
          </button>
          <button type="button" disabled={!account.isConnected} onClick={() => disconnect()}>
            Disconnect
          </button>
          {email && (
            <button type="button" disabled={emailUpdate.isPending} onClick={() => emailUpdate.updateEmail()}>
              Update email
            </button>
          )}
        </div>
        {signature && (
          <p>
            Signature: <code data-testid="signature">{signature}</code>
          </p>
        )}
        {emailUpdate.data && <p data-testid="updated-email">Email updated to {emailUpdate.data.email}</p>}
        {emailUpdate.error && <p data-testid="update-email-error">{emailUpdate.error.message}</p>}
        {error && (
          <p role="alert" data-testid="demo-error">
            {error}
          </p>
        )}
      </section>
      {smartSessions && account.embeddedWalletInfo && <SmartSessionDemo />}
      {headless && <HeadlessConnect />}
    </main>
  )
}
