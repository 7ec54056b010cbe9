// The starter with the swaps plugin installed: what installing `@foyer/plugin-swaps` adds to the first load.
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { swaps } from '@foyer/plugin-swaps/react'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  plugins: [swaps()],
  apiUrl: 'http://127.0.0.1:8787',
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
