'use client'
import { request } from '@foyer/core'
import type { AppKit } from '@foyer/react'
import { useAppKitAccount } from '@foyer/react'
import { useState } from 'react'

const tronDemoMessage = 'Hello from the Foyer demo'

/** `multichain.html?tron`: the example Tron adapter's account, and a message signed through the kernel's guard. */
export function MultichainTronPanel({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount({ namespace: 'tron' })
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  const signMessage = async () => {
    setError(undefined)
    try {
      const params = { message: tronDemoMessage }
      setSignature(
        String(await request(appKit.kernel, { namespace: 'tron', method: 'tron_signMessage', params })),
      )
    } catch (cause) {
      setError((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  return (
    <section aria-labelledby="tron-title" className="demo-card">
      <h2 id="tron-title">Tron</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="tron-status">{account.status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="tron-address">{account.address ?? '—'}</dd>
        <dt>Signature</dt>
        <dd data-testid="tron-signature">{signature ?? '—'}</dd>
      </dl>
      <div className="demo-buttons">
        <button type="button" onClick={() => appKit.open({ namespace: 'tron' })}>
          Connect Tron wallet
        </button>
        <button type="button" disabled={!account.isConnected} onClick={signMessage}>
          Sign a Tron message
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="tron-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
