export { buildSessionNamespaces, type SessionNamespace } from '../buildSessionNamespaces.js'
export {
  ConnectionDeclinedError,
  PairingCancelledError,
  WalletConnectInitError,
  WalletConnectNotConnectedError,
  WalletConnectRelayUnreachableError,
  WalletConnectSessionNotFoundError,
  WalletConnectVerifyInternalsError,
} from '../errors.js'
export {
  getPairingExpiry,
  isPairingExpired,
  msUntilPairingExpired,
  pairingExpiredThresholdMs,
  pairingLifetimeMs,
} from '../pairingExpiry.js'
export type {
  UniversalAdapterParameters,
  WalletConnectMetadata,
  WalletConnectStorage,
} from '../parseUniversalAdapterParameters.js'
export {
  UniversalAdapter,
  type WalletConnectPairing,
  walletConnectCloudRelayUrl,
  walletConnectConnectorId,
} from '../UniversalAdapter.js'
export { walletConnectEvents, walletConnectMethods } from '../walletConnectMethods.js'
