import { getAfterFirstPaint, loadAfterFirstPaint } from '../afterFirstPaint/loadAfterFirstPaint.js'
import type {
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  ConnectionClientNotSetError,
} from '../errors/adapter.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ConnectionCancelledError, ConnectionTimeoutError } from '../errors/connect.js'
import type { ActiveNetworkNotFoundError } from '../errors/network.js'
import type { ConnectParameters, ConnectReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'

export type { ConnectParameters, ConnectReturnType }

export type ConnectErrorType =
  | AdapterNotFoundError
  | ActiveNetworkNotFoundError
  | ConnectionClientNotSetError
  | AddressOrAuthConnectorNotFoundError
  | ConnectionCancelledError
  | ConnectionTimeoutError
  | BaseError

/**
 * Connects a wallet in one namespace through the adapter that owns it. The attempt is abandoned when `signal`
 * aborts, after `timeoutMs`, when the modal it started in closes, or when a newer attempt for the namespace starts:
 * the status goes back to disconnected at once (unless a newer attempt owns it) and a late answer from the wallet is
 * let go of, never applied. The connection itself loads after the first paint; once it has, an attempt starts in
 * the tick it is asked for.
 */
export function connect(kernel: Kernel, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const loaded = getAfterFirstPaint()
  if (loaded) return loaded.runConnect(kernel, parameters)
  return loadAfterFirstPaint().then(({ runConnect }) => runConnect(kernel, parameters))
}
