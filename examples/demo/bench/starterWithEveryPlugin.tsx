// The starter with every Foyer plugin installed (their views load on first use).
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet } from '@foyer/core/networks'
import { activity } from '@foyer/plugin-activity/react'
import { names } from '@foyer/plugin-names/react'
import { nfts } from '@foyer/plugin-nfts/react'
import { onramp } from '@foyer/plugin-onramp/react'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { siwx } from '@foyer/plugin-siwx/react'
import { socials } from '@foyer/plugin-socials/react'
import { swaps } from '@foyer/plugin-swaps/react'
import { tokens } from '@foyer/plugin-tokens/react'
import { AppKitButton, createAppKit } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const projectId = 'starter'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  projectId,
  networks: [mainnet],
  adapters: [wagmiAdapter],
  plugins: [
    tokens(),
    nfts(),
    activity(),
    send(),
    receive(),
    names(),
    siwx({ required: true }),
    socials({ frameUrl: 'http://127.0.0.1:8789/index.html' }),
    onramp(),
    swaps(),
  ],
  features: { socials: ['google', 'github'] },
  apiUrl: 'http://127.0.0.1:8787',
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<AppKitButton />)
