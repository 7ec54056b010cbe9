// The EVM harness: local anvil chains and the devnet's dev wallet behind EIP-6963, for eip155 adapters' suites.

export {
  type CreateConformanceEvmWalletParameters,
  createConformanceEvmWallet,
  type Eip6963Target,
} from '../evm/createConformanceEvmWallet.js'
export { type ConformanceEvmDevnet, startConformanceEvmDevnet } from '../evm/startConformanceEvmDevnet.js'
