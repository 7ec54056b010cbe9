// Facts about public networks, with no dependencies: safe to bundle for a browser.
export { evmChainNames, getEvmChainName } from './evmChainNames.js'
export { multicall3Address } from './multicall3Address.js'
export { type KnownSolanaCluster, knownSolanaClusters, type SolanaClusterName } from './solanaClusters.js'
