// AppKit's example apps as one page each: `index.html?example=wagmi` runs the wagmi one, and so on. Each loads only
// its own example, as if it were its own app.
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'

const examples: Record<string, () => Promise<{ App: ComponentType }>> = {
  wagmi: () => import('./wagmiApp.js'),
  ethers: () => import('./ethersApp.js'),
  ethers5: () => import('./ethers5App.js'),
  solana: () => import('./solanaApp.js'),
  bitcoin: () => import('./bitcoinApp.js'),
  multichain: () => import('./multichainApp.js'),
  basic: () => import('./basicApp.js'),
}

const name = new URLSearchParams(location.search).get('example') ?? 'wagmi'
const load = examples[name]
const root = document.getElementById('root') ?? document.body
if (!load) {
  root.textContent = `No example "${name}": ${Object.keys(examples).join(', ')}`
} else {
  const { App } = await load()
  createRoot(root).render(<App />)
}
