export {
  createPolkadotLedger,
  type PolkadotBlock,
  type PolkadotFeeSchedule,
  type PolkadotFunding,
  type PolkadotLedger,
  type PolkadotLedgerParameters,
  type PolkadotSubmitResult,
} from './createPolkadotLedger.js'
export { polkadotDevAccountUris, polkadotDevFunding } from './polkadotDevFunding.js'
export * from './polkadotLedgerErrors.js'
export { systemAccountKey } from './polkadotRuntime.js'
export {
  type StartPolkadotNodeParameters,
  type StartPolkadotNodeReturnType,
  startPolkadotNode,
} from './startPolkadotNode.js'
