import { createBasicExample } from '../basicExample.js'
import { hostOptions } from './hostOptions.js'

createBasicExample(hostOptions)

export function App() {
  return <appkit-button />
}
