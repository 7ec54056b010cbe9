// The starter with the socials plugin installed: what installing `@foyer/plugin-socials` adds to the first load.
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { socials } from '@foyer/plugin-socials/react'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  plugins: [socials({ frameUrl: 'http://127.0.0.1:8789/index.html' })],
  features: { socials: ['google', 'github'] },
  apiUrl: 'http://127.0.0.1:8787',
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
