import { createSolanaExample, SolanaActions } from '../solanaExample.js'
import { hostOptions } from './hostOptions.js'

createSolanaExample(hostOptions)

export function App() {
  return (
    <div>
      <appkit-button />
      <SolanaActions />
    </div>
  )
}
