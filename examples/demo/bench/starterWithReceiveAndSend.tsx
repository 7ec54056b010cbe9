// The starter with the receive and send plugins (as the demo installs them).
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  plugins: [receive(), send()],
  apiUrl: 'http://127.0.0.1:8787',
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
