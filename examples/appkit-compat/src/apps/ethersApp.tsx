import { createEthersExample, EthersBalance, EthersSign } from '../ethersExample.js'
import { hostOptions } from './hostOptions.js'

createEthersExample(hostOptions)

export function App() {
  return (
    <div>
      <appkit-button />
      <EthersBalance />
      <EthersSign />
    </div>
  )
}
