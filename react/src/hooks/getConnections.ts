import {
  BaseError,
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  connect,
  disconnect,
  type Kernel,
  selectStable,
} from '@foyer/core/eager'
import { getNetworkImageUrl } from '../components/getNetworkImageUrl.js'

/** AppKit's `Connection`: one wallet connected in a namespace, with the accounts it exposes. */
export type Connection = {
  name?: string
  icon?: string
  networkIcon?: string
  accounts: { type?: string; address: string; publicKey?: string; caipAddress?: CaipAddress }[]
  caipNetwork?: CaipNetwork
  connectorId: string
  auth?: { name: string | undefined; username: string | undefined }
}

export type SwitchConnectionParameters = {
  connection: Connection
  address?: string
  namespace?: ChainNamespace
}
export type DeleteConnectionParameters = { address: string; connectorId: string; namespace?: ChainNamespace }

export class ConnectionSwitchError extends BaseError {
  override name = 'ConnectionSwitchError'
}

/**
 * The live connections of `namespace` (default: the active one). Foyer connects one wallet per namespace, so the
 * list has at most one entry: the connected wallet with every account it exposes.
 */
export function getConnections(kernel: Kernel, namespace?: ChainNamespace): Connection[] {
  return selectStable(kernel, `react:connections:${namespace ?? '*'}`, (state) => {
    const resolved = namespace ?? state.network.activeNamespace
    const account = resolved ? state.accounts[resolved] : undefined
    if (!resolved || account?.status !== 'connected' || !account.connectorId || !account.address) return []
    const connector = state.connectors.find(
      (entry) => entry.id === account.connectorId && entry.namespace === resolved,
    )
    const caipNetwork = state.network.active[resolved]
    const records = account.allAccounts.length
      ? account.allAccounts
      : [{ address: account.address, type: account.preferredAccountType, namespace: resolved }]
    const networkIcon = getNetworkImageUrl(kernel, caipNetwork)
    return [
      {
        name: connector?.name ?? account.connectorId,
        ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
        ...(networkIcon ? { networkIcon } : {}),
        connectorId: account.connectorId,
        ...(caipNetwork ? { caipNetwork } : {}),
        accounts: records.map((record) => ({
          address: record.address,
          type: record.type,
          ...(record.publicKey ? { publicKey: record.publicKey } : {}),
          ...(caipNetwork
            ? { caipAddress: `${caipNetwork.caipNetworkId}:${record.address}` as CaipAddress }
            : {}),
        })),
        ...(account.user
          ? { auth: { name: account.user.email?.email ?? undefined, username: account.user.userName } }
          : {}),
      },
    ]
  })
}

/**
 * Makes `connection` the namespace's connection: its wallet connects (replacing the current one) unless it already
 * is the connected one. Choosing another account of the connected wallet is done in the wallet itself.
 */
export async function switchConnection(
  kernel: Kernel,
  { connection, address, namespace }: SwitchConnectionParameters,
): Promise<{
  address: string
  namespace: ChainNamespace
  hasSwitchedWallet: boolean
  hasSwitchedAccount: boolean
}> {
  const state = kernel.store.getState()
  const resolved = namespace ?? connection.caipNetwork?.chainNamespace ?? state.network.activeNamespace
  if (!resolved) throw new ConnectionSwitchError('No namespace to switch the connection in.')
  const current = state.accounts[resolved]
  if (current?.status === 'connected' && current.connectorId === connection.connectorId) {
    if (address && current.address && address.toLowerCase() !== current.address.toLowerCase()) {
      throw new ConnectionSwitchError('Choose the account in the wallet.', {
        details: `${connection.name ?? connection.connectorId} decides which of its accounts the app sees.`,
      })
    }
    return {
      address: current.address ?? '',
      namespace: resolved,
      hasSwitchedWallet: false,
      hasSwitchedAccount: false,
    }
  }
  const result = await connect(kernel, { namespace: resolved, connectorId: connection.connectorId })
  const connected = kernel.store.getState().accounts[resolved]?.address ?? result.address ?? ''
  return { address: connected, namespace: resolved, hasSwitchedWallet: true, hasSwitchedAccount: false }
}

/** Forgets a connection: when it is the namespace's live one, that namespace disconnects. */
export async function deleteConnection(
  kernel: Kernel,
  { address, connectorId, namespace }: DeleteConnectionParameters,
): Promise<void> {
  const state = kernel.store.getState()
  const resolved = namespace ?? state.network.activeNamespace
  const current = resolved ? state.accounts[resolved] : undefined
  if (
    resolved &&
    current?.connectorId === connectorId &&
    current.address?.toLowerCase() === address.toLowerCase()
  ) {
    await disconnect(kernel, { namespace: resolved })
  }
}
