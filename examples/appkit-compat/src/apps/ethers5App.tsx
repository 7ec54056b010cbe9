import { createEthers5Example, Ethers5Sign } from '../ethersExample.js'
import { hostOptions } from './hostOptions.js'

createEthers5Example(hostOptions)

export function App() {
  return (
    <div>
      <appkit-button />
      <Ethers5Sign />
    </div>
  )
}
