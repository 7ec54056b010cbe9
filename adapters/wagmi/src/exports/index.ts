export type { WagmiAdapterParameters } from '../parseWagmiAdapterParameters.js'
export { toFoyerConnector } from '../toFoyerConnector.js'
export { toWagmiChain } from '../toWagmiChain.js'
export { WagmiAdapter } from '../WagmiAdapter.js'
