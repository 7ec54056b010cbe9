import { BitcoinActions, createBitcoinExample } from '../bitcoinExample.js'
import { hostOptions } from './hostOptions.js'

createBitcoinExample(hostOptions)

export function App() {
  return (
    <div>
      <appkit-button />
      <BitcoinActions />
    </div>
  )
}
