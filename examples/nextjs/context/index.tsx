'use client'
import {
  cookieStorage,
  createAppKit,
  FoyerProvider,
  cookieToInitialState as foyerCookieToInitialState,
} from '@foyer/react'
import { mainnet } from '@foyer/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { customRpcUrls, devnet, networks, projectId, wagmiAdapter, wagmiConfig } from '../config'
import { plugins } from '../config/plugins'

const queryClient = new QueryClient()

// Foyer's state in cookies too, so the server renders the connected account (see <FoyerProvider initialState>).
const appKit = createAppKit({
  adapters: [wagmiAdapter],
  storage: cookieStorage,
  projectId,
  networks,
  defaultNetwork: mainnet,
  customRpcUrls,
  plugins,
  ...(devnet.serviceUrl ? { apiUrl: devnet.serviceUrl } : {}),
  ...(devnet.relayUrl ? { relayUrl: devnet.relayUrl } : { enableWalletConnect: false }),
  metadata: {
    name: 'Foyer on Next.js',
    description: 'Foyer in an App Router app',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

export default function ContextProvider({
  children,
  cookies,
}: {
  children: ReactNode
  cookies: string | null
}) {
  const initialState = cookieToInitialState(wagmiConfig, cookies)
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider appKit={appKit} initialState={foyerCookieToInitialState(cookies)}>
          {children}
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
