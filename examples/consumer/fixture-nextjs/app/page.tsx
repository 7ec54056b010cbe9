'use client'
import { AppKitButton, useAppKitAccount } from '@foyer/react'

export default function Home() {
  const { status } = useAppKitAccount()
  return (
    <main>
      <h1>Foyer from tarballs</h1>
      <AppKitButton />
      <p data-testid="status">{status ?? 'disconnected'}</p>
    </main>
  )
}
