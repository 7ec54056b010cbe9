'use client'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { cookieStorage, cookieToInitialState, createAppKit, FoyerProvider } from '@foyer/react'
import { type AppKitNetwork, mainnet } from '@foyer/react/networks'
import type { ReactNode } from 'react'
import { createStorage, cookieStorage as wagmiCookieStorage } from 'wagmi'

// Reads go to loopback only: the test blocks every other host.
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } },
]
const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: wagmiCookieStorage }),
  ssr: true,
  projectId: 'consumer',
  networks,
})

const appKit = createAppKit({
  adapters: [wagmiAdapter],
  storage: cookieStorage,
  projectId: 'consumer',
  networks,
  enableWalletConnect: false,
  metadata: { name: 'Consumer', description: 'Installed from tarballs', url: 'http://127.0.0.1', icons: [] },
})

export function Providers({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  return (
    <FoyerProvider appKit={appKit} initialState={cookieToInitialState(cookies)}>
      {children}
    </FoyerProvider>
  )
}
