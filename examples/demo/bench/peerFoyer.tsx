// Foyer's starter for bench/peers (createAppKit + WagmiAdapter + one network + the button), the modal opened by
// `window.__open()`, the Wallet API from the page's `window.__FOYER_API__` (the devnet's service).
import '@foyer/react/styles.css'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'bench'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
const apiUrl = (window as { __FOYER_API__?: string }).__FOYER_API__
const modal = createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  ...(apiUrl ? { apiUrl } : {}),
})
Object.assign(window, { __open: () => modal.open() })
const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
