import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { toCaipAddress } from '../caip/toCaipAddress.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { Kernel } from '../createKernel.js'
import { AdapterNotFoundError } from '../errors/adapter.js'
import type { BaseError } from '../errors/BaseError.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { toUserFacingError } from '../errors/toUserFacingError.js'
import { addRecentWallet } from '../format/addRecentWallet.js'
import type { ConnectResult } from '../hooks/hookTypes.js'
import { getAccountRecordType } from '../state/getAccountRecordType.js'
import { getKernelInternals } from '../state/kernelInternals.js'
import { setAccountState } from '../state/setConnectionState.js'
import { getNamespaceOwners } from '../utils/getNamespaceOwners.js'
import { syncNetwork } from './syncNetwork.js'

export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  network?: CaipNetwork
  /** Restoring a persisted session rather than answering a click. */
  reconnect?: boolean
}
export type ConnectReturnType = ConnectResult
export type ConnectErrorType = AdapterNotFoundError | NetworkNotFoundError | BaseError

/** Connects a wallet in one namespace through the adapter that owns it. */
export async function connect(kernel: Kernel, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const { namespace, connectorId, reconnect = false } = parameters
  if (!getNamespaceOwners(kernel.adapters, namespace).length) {
    setAccountState(kernel, namespace, null)
    throw new AdapterNotFoundError({ namespace })
  }
  const network = parameters.network ?? kernel.store.getState().network.active[namespace]
  if (!network) throw new NetworkNotFoundError({ network: namespace })
  setAccountState(kernel, namespace, { status: 'connecting' })
  try {
    const result = await getKernelInternals(kernel).hooks.connect.promise({
      namespace,
      connectorId,
      network,
      reconnect,
    })
    if (!result) throw new AdapterNotFoundError({ namespace })
    applyConnection(kernel, result)
    await getKernelInternals(kernel).hooks.afterConnect.promise(result)
    return result
  } catch (cause) {
    setAccountState(kernel, namespace, null)
    const error = toUserFacingError(cause, reconnect ? 'reconnect' : 'connect')
    kernel.events.emit('error', { error })
    throw error
  }
}

function applyConnection(kernel: Kernel, result: ConnectResult): void {
  const { namespace, address, chainId, connectorId } = result
  const type = getAccountRecordType(kernel, namespace, connectorId)
  setAccountState(kernel, namespace, {
    status: 'connected',
    address,
    caipAddress: toCaipAddress(`${namespace}:${chainReference(chainId)}`, address),
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

/** `eip155:1` or `1` both give `1`; a Solana or Bitcoin reference passes through. */
function chainReference(chainId: string | number): string {
  const text = String(chainId)
  const parts = text.split(':')
  return parts.length === 2 ? (parts[1] as string) : text
}
