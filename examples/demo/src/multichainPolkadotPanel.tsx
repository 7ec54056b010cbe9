'use client'
import type { AppKit } from '@foyer/react'
import { useAppKitAccount, useDisconnect } from '@foyer/react'
import { useState } from 'react'
import { polkadotAdapter } from './multichainAppKit.js'

const polkadotDemoMessage = 'Hello from the Foyer demo'

/** The Polkadot part of the multichain page: the extension's account and a raw-message signature. */
export function MultichainPolkadotPanel({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount({ namespace: 'polkadot' })
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  const signMessage = async () => {
    setError(undefined)
    try {
      const answer = (await polkadotAdapter.request({
        method: 'polkadot_signMessage',
        params: { address: account.address, message: polkadotDemoMessage },
      })) as { signature: string }
      setSignature(answer.signature)
    } catch (cause) {
      setError((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  return (
    <section aria-labelledby="polkadot-title" className="demo-card">
      <h2 id="polkadot-title">Polkadot</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="polkadot-status">{account.status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="polkadot-address">{account.address ?? '—'}</dd>
        <dt>Signature</dt>
        <dd data-testid="polkadot-signature">{signature ?? '—'}</dd>
      </dl>
      <div className="demo-buttons">
        <button type="button" onClick={() => appKit.open({ namespace: 'polkadot' })}>
          Connect Polkadot wallet
        </button>
        <button type="button" disabled={!account.isConnected} onClick={signMessage}>
          Sign a Polkadot message
        </button>
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={() => disconnect({ namespace: 'polkadot' })}
        >
          Disconnect Polkadot
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="polkadot-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
