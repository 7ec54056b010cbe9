// AppKit's Next.js App Router wagmi example (config, the client context, the layout's use of it), imports changed to
// Foyer's. `cookies` is what the layout reads with `(await headers()).get('cookie')`; the rest is unchanged.
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { createAppKit } from '@foyer/react'
import { type AppKitNetwork, arbitrum, mainnet, optimism, polygon } from '@foyer/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Config, cookieStorage, cookieToInitialState, createStorage, WagmiProvider } from 'wagmi'
import { metadata, projectId } from './documentedUsages.js'

export const nextNetworks = [mainnet, polygon, arbitrum, optimism] as [AppKitNetwork, ...AppKitNetwork[]]

export const nextWagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks: nextNetworks,
})

const queryClient = new QueryClient()

export const nextModal = createAppKit({
  adapters: [nextWagmiAdapter],
  projectId,
  networks: nextNetworks,
  defaultNetwork: mainnet,
  metadata,
  themeMode: 'light',
  features: { analytics: true },
})

export function ContextProvider({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  const initialState = cookieToInitialState(nextWagmiAdapter.wagmiConfig as Config, cookies)
  return (
    <WagmiProvider config={nextWagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function RootLayout({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
