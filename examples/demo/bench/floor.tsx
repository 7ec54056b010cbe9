// The floor: react + react-dom + wagmi's core + viem, with a button that connects the injected wallet.
import { connect, createConfig, http, injected } from '@wagmi/core'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <button type="button" onClick={() => connect(config, { connector: injected() })}>
      Connect
    </button>,
  )
}
