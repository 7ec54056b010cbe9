// The starter with the Account tabs' three plugins installed (their views load on first use).
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { activity } from '@foyer/plugin-activity/react'
import { nfts } from '@foyer/plugin-nfts/react'
import { tokens } from '@foyer/plugin-tokens/react'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  apiUrl: 'http://127.0.0.1:8787',
  plugins: [tokens(), nfts(), activity()],
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
