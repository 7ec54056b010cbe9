// The starter plus Bitcoin: what adding `new BitcoinAdapter()` and the `bitcoin` network costs a host.
import { BitcoinAdapter } from '@foyer/adapter-bitcoin'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { bitcoin, mainnet } from '@foyer/core/networks'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet, bitcoin],
  adapters: [wagmiAdapter, new BitcoinAdapter()],
  apiUrl: 'http://127.0.0.1:8787',
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
