// The starter a host writes: createAppKit + the wagmi adapter + one network + the connect button.
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({ projectId, networks: [mainnet], adapters: [wagmiAdapter], apiUrl: 'http://127.0.0.1:8787' })

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
