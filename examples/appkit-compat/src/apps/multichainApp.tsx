import { createMultichainExample, MultichainInfo } from '../multichainExample.js'
import { hostOptions } from './hostOptions.js'

createMultichainExample(hostOptions)

export function App() {
  return (
    <div>
      <appkit-button />
      <MultichainInfo />
    </div>
  )
}
