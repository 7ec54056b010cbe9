// AppKit's React starter (wagmi adapter, one network) with the modal opened by `window.__open()`.

import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

const projectId = 'bench'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  features: { analytics: false },
})
Object.assign(window, { __open: () => modal.open() })
document.body.append(document.createElement('appkit-button'))
