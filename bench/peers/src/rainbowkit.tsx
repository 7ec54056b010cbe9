// RainbowKit's starter (wagmi, one network, the injected and EIP-6963 wallets) with the modal opened by `window.__open()`.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'

// Written out: esbuild leaves viem's chains module uninitialised when this entry reads it (an ESM wrapper ordering bug).
const mainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const
const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http('http://127.0.0.1:9') } })
const queryClient = new QueryClient()

function Opener() {
  const { openConnectModal } = useConnectModal()
  Object.assign(window, { __open: () => openConnectModal?.() })
  return <ConnectButton />
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <Opener />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
