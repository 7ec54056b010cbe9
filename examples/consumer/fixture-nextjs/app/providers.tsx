'use client'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { send } from '@foyer/plugin-send/react'
import { cookieStorage, cookieToInitialState, createAppKit, FoyerProvider } from '@foyer/react'
import { type AppKitNetwork, mainnet } from '@foyer/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { gasTips } from 'my-foyer-gas-tips/react'
import type { ReactNode } from 'react'
import {
  createStorage,
  WagmiProvider,
  cookieStorage as wagmiCookieStorage,
  cookieToInitialState as wagmiCookieToInitialState,
} from 'wagmi'

// Reads go to loopback only (the test blocks every other host): the devnet chain the test names at build time.
const rpc = process.env.NEXT_PUBLIC_FOYER_RPC ?? 'http://127.0.0.1:9/'
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [{ ...mainnet, rpcUrls: { default: { http: [rpc] } } }]
const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: wagmiCookieStorage }),
  ssr: true,
  projectId: 'consumer',
  networks,
})

const queryClient = new QueryClient()

const appKit = createAppKit({
  adapters: [wagmiAdapter],
  storage: cookieStorage,
  projectId: 'consumer',
  networks,
  plugins: [send(), gasTips()],
  enableWalletConnect: false,
  metadata: { name: 'Consumer', description: 'Installed from tarballs', url: 'http://127.0.0.1', icons: [] },
})

// As docs/getting-started.md's Next.js providers: wagmi's provider (with `ssr: true` it adds the wallets found over
// EIP-6963 once mounted), then Foyer's, each from its cookie state.
export function Providers({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  const { wagmiConfig } = wagmiAdapter
  return (
    <WagmiProvider config={wagmiConfig} initialState={wagmiCookieToInitialState(wagmiConfig, cookies)}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider appKit={appKit} initialState={cookieToInitialState(cookies)}>
          {children}
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
