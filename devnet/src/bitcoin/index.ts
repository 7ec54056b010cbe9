export { bitcoinDevFunding } from './bitcoinDevFunding.js'
export * from './bitcoinLedgerErrors.js'
export {
  type BitcoinLedgerNetwork,
  type BitcoinLedgerNetworkName,
  bitcoinLedgerNetworkNames,
  bitcoinLedgerNetworks,
} from './bitcoinLedgerNetworks.js'
export {
  type AddressStats,
  type BitcoinBlock,
  type BitcoinFunding,
  type BitcoinLedger,
  type BitcoinLedgerOutput,
  type BitcoinLedgerTransaction,
  type BitcoinTxStatus,
  createBitcoinLedger,
} from './createBitcoinLedger.js'
export {
  type BitcoinEsploraNetwork,
  type StartBitcoinEsploraParameters,
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from './startBitcoinEsplora.js'
export { toBitcoinCaipNetwork } from './toBitcoinCaipNetwork.js'
export { type BitcoinPrevout, verifyBitcoinInput } from './verifyBitcoinInput.js'
