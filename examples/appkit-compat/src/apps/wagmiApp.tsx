import { createWagmiExample, WagmiActions, WagmiProviders } from '../wagmiExample.js'
import { hostOptions } from './hostOptions.js'

const { wagmiAdapter, queryClient } = createWagmiExample(hostOptions)

export function App() {
  return (
    <WagmiProviders wagmiAdapter={wagmiAdapter} queryClient={queryClient}>
      <WagmiActions />
    </WagmiProviders>
  )
}
