// AppKit's wagmi example (React), imports changed to Foyer's.
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { createAppKit, useAppKit, useAppKitAccount } from '@foyer/react'
import { type AppKitNetwork, arbitrum, mainnet } from '@foyer/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSignMessage, WagmiProvider } from 'wagmi'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export function createWagmiExample(options: ExampleOptions = {}) {
  const queryClient = new QueryClient()
  const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]
  const wagmiAdapter = new WagmiAdapter({
    networks,
    projectId,
    ssr: true,
    customRpcUrls: options.customRpcUrls,
  })
  const modal = createAppKit({
    adapters: [wagmiAdapter],
    networks,
    projectId,
    metadata,
    features: { analytics: true },
    ...options,
  })
  return { modal, wagmiAdapter, queryClient }
}

export function WagmiProviders({
  wagmiAdapter,
  queryClient,
  children,
}: {
  wagmiAdapter: WagmiAdapter
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function WagmiActions() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { signMessageAsync } = useSignMessage()
  return (
    <div>
      <appkit-button />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open network modal
      </button>
      {isConnected && (
        <button type="button" onClick={() => signMessageAsync({ message: `Hello ${address}` })}>
          Sign message
        </button>
      )}
    </div>
  )
}
