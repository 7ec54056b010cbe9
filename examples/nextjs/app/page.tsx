'use client'
import { AppKitButton, useAppKit, useAppKitAccount, useAppKitNetwork } from '@foyer/react'

export default function Home() {
  const { address, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { open } = useAppKit()
  return (
    <main>
      <h1>Foyer on Next.js</h1>
      <AppKitButton />
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name ?? '—'}</dd>
      </dl>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Choose network
      </button>
    </main>
  )
}
