import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { toCaipAddress } from '../caip/toCaipAddress.js'
import { toCanonicalAddress } from '../caip/toCanonicalAddress.js'
import {
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  ConnectionClientNotSetError,
} from '../errors/adapter.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ConnectionCancelledError, ConnectionTimeoutError } from '../errors/connect.js'
import { ActiveNetworkNotFoundError } from '../errors/network.js'
import { toUserFacingError } from '../errors/toUserFacingError.js'
import { addRecentWallet } from '../format/addRecentWallet.js'
import type { ConnectResult } from '../hooks/hookTypes.js'
import type { ConnectParameters, ConnectReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { getAccountRecordType } from '../state/getAccountRecordType.js'
import { setAccountState } from '../state/setConnectionState.js'
import { type ConnectAttempt, hasConnectAttempt, startConnectAttempt } from './connectAttempts.js'
import { getNamespaceOwners } from './getNamespaceOwners.js'
import { syncNetwork } from './syncNetwork.js'
import { toChainReference, unknownChainReference } from './toChainReference.js'

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
 * let go of, never applied.
 */
export async function connect(kernel: Kernel, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const { namespace, connectorId, reconnect = false, signal, timeoutMs } = parameters
  if (!getNamespaceOwners(kernel.adapters, namespace).length) {
    setAccountState(kernel, namespace, null)
    throw new AdapterNotFoundError({ namespace })
  }
  const network = parameters.network ?? kernel.store.getState().network.active[namespace]
  if (!network) throw new ActiveNetworkNotFoundError({ namespace })
  const attempt = startConnectAttempt(kernel, namespace, { signal, timeoutMs })
  setAccountState(kernel, namespace, { status: 'connecting' })
  const answer = getKernelInternals(kernel).hooks.connect.promise({
    namespace,
    connectorId,
    network,
    reconnect,
  })
  try {
    const result = await untilAbandoned(answer, attempt)
    if (!result) throw new ConnectionClientNotSetError({ namespace })
    if (!result.address) throw new AddressOrAuthConnectorNotFoundError({ connectorId: result.connectorId })
    applyConnection(kernel, result)
    await getKernelInternals(kernel).hooks.afterConnect.promise(result)
    return result
  } catch (cause) {
    const abandoned = attempt.signal.aborted
    if (abandoned) letGoOfLateAnswer(kernel, namespace, answer)
    // A newer attempt owns the namespace's status now: leave it alone.
    if (!attempt.isCurrent()) throw toUserFacingError(cause, 'connect')
    setAccountState(kernel, namespace, null)
    const error = toUserFacingError(cause, reconnect ? 'reconnect' : 'connect')
    if (!abandoned || error.name === 'ConnectionTimeoutError') kernel.events.emit('error', { error })
    throw error
  } finally {
    attempt.end()
  }
}

/** The wallet's answer, or the attempt's abort reason as soon as it is abandoned. */
function untilAbandoned<T>(answer: Promise<T>, { signal }: ConnectAttempt): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(signal.reason)
    signal.addEventListener('abort', abandon, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon))
  })
}

/**
 * An abandoned attempt's wallet may still answer. Its connection is never applied; the adapter is told to let go of
 * it (so its event listeners cannot bring the account in later), unless the namespace has moved on since.
 */
function letGoOfLateAnswer(kernel: Kernel, namespace: ChainNamespace, answer: Promise<unknown>): void {
  answer.then(
    (result) => {
      if (!result || hasConnectAttempt(kernel, namespace)) return
      if (kernel.store.getState().accounts[namespace]?.status !== 'disconnected') return
      getKernelInternals(kernel)
        .hooks.disconnect.promise({ namespace })
        .catch(() => {})
    },
    () => {},
  )
}

function applyConnection(kernel: Kernel, result: ConnectResult): void {
  const { namespace, chainId, connectorId } = result
  const address = toCanonicalAddress(namespace, result.address)
  const type = getAccountRecordType(kernel, namespace, connectorId)
  setAccountState(kernel, namespace, {
    status: 'connected',
    address,
    caipAddress: toCaipAddress(
      `${namespace}:${toChainReference(namespace, chainId) ?? unknownChainReference(namespace)}`,
      address,
    ),
    connectorId,
    allAccounts: result.accounts ?? [{ namespace, address, type }],
  })
  kernel.storage.set(`connectedConnector:${namespace}`, connectorId)
  const connector = kernel.store.getState().connectors.find((entry) => entry.id === connectorId)
  kernel.storage.set(
    'recentWallets',
    addRecentWallet(kernel.storage.get('recentWallets') ?? [], {
      id: connector?.explorerId ?? connectorId,
      name: connector?.name ?? connectorId,
    }),
  )
  syncNetwork(kernel, { namespace, chainId })
  kernel.events.emit('connect', { namespace, address, chainId, connectorId })
}
