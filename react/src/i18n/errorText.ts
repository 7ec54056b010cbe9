import { BaseError } from '@foyer/core'
import type en from '../locales/en/modal.js'
import type { Translate } from './Messages.js'

type ErrorKey = Extract<keyof typeof en, `error.${string}`>

/**
 * The modal's text for each error the kernel and the adapters raise, by the error's `name` (part of its contract,
 * unlike its English `shortMessage`, which stays as it is for developers).
 */
const keyByName: Readonly<Record<string, ErrorKey>> = {
  UserRejectedRequestError: 'error.userRejected',
  ConnectionCancelledError: 'error.connectionCancelled',
  ConnectionTimeoutError: 'error.walletNoResponse',
  UnknownError: 'error.unknown',
  NetworkNotFoundError: 'error.networkNotFound',
  ActiveNetworkNotFoundError: 'error.networkNotFound',
  PolkadotNoChainError: 'error.balanceUnavailable',
  UnsupportedChainError: 'error.unsupportedChain',
  SwitchNetworkError: 'error.chainNotSupported',
  ChainNotAddedError: 'error.chainNotSupported',
  AccountNotConnectedError: 'error.walletNotConnected',
  WalletNotConnectedError: 'error.walletNotConnected',
  WalletNotAuthorizedError: 'error.walletNotConnected',
  BitcoinWalletNotConnectedError: 'error.walletNotConnected',
  PolkadotWalletNotConnectedError: 'error.walletNotConnected',
  AddressOrAuthConnectorNotFoundError: 'error.noAccount',
  NoWalletAccountsError: 'error.noAccount',
  BitcoinNoAccountsError: 'error.noAccount',
  PolkadotNoAccountsError: 'error.noAccount',
  AdapterOperationNotSupportedError: 'error.operationNotSupported',
  RpcRequestAbortedError: 'error.requestAborted',
  RequestAbortedError: 'error.requestAborted',
  NetworkRequestError: 'error.requestNotSent',
  TimeoutError: 'error.requestTimedOut',
  RpcNotAllowedError: 'error.rpcNotAllowed',
  RpcVetoFailedError: 'error.rpcNotAllowed',
  BitcoinMethodNotSupportedError: 'error.rpcNotAllowed',
  PolkadotMethodNotSupportedError: 'error.rpcNotAllowed',
  DisconnectError: 'error.disconnectFailed',
  BalanceUnavailableError: 'error.balanceUnavailable',
  BitcoinBalanceUnavailableError: 'error.balanceUnavailable',
  InvalidBitcoinWalletResponseError: 'error.unexpectedResponse',
  InvalidPolkadotWalletResponseError: 'error.unexpectedResponse',
  InvalidWalletResponseError: 'error.walletFailed',
  ContractCallEncodingError: 'error.transactionFailed',
  ProjectIdRequiredError: 'error.projectIdMissing',
  InvalidAppConfigurationError: 'error.invalidAppConfiguration',
}

/** A wallet's own error (`WalletRequestError`) by its EIP-1193 code; any other keeps the wallet's words. */
const keyByCode: Readonly<Record<number, ErrorKey>> = {
  4001: 'error.userRejected',
  4100: 'error.walletNotConnected',
  4902: 'error.chainNotSupported',
}

/**
 * What the modal says of an error, in the active locale: the catalog's text for a Foyer error it knows by name (or a
 * wallet's by its code); else the error's own short message; "Unknown error" for anything that is not a Foyer error.
 */
export function errorText(t: Translate<typeof en>, error: unknown): string {
  if (!(error instanceof BaseError)) return t('error.unknown')
  const code = (error as { code?: unknown }).code
  const key = keyByName[error.name] ?? (typeof code === 'number' ? keyByCode[code] : undefined)
  return key ? t(key) : error.shortMessage
}
