// The parameter and return types of the actions a plugin's context offers: kept below the actions, so the plugin
// contract (`plugins/FoyerPlugin.ts`) names them without importing the actions themselves.
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { AppKitNetwork, CaipNetwork } from '../chains/CaipNetwork.js'
import type { ConnectResult } from '../hooks/hookTypes.js'
import type { ViewEntry, ViewName } from '../router/views.js'
import type { AccountState, ConnectionStatus, EmbeddedWalletUser } from '../types/AccountState.js'
import type { SnackbarState, SnackbarVariant } from '../types/Snackbar.js'

export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  network?: CaipNetwork
  /** Restoring a persisted session rather than answering a click. */
  reconnect?: boolean
  /** Aborting it abandons the attempt (`ConnectionCancelledError`), as leaving the Connecting view does. */
  signal?: AbortSignal
  /** Abandons the attempt when the wallet has not answered after this long (`ConnectionTimeoutError`). */
  timeoutMs?: number
}

export type ConnectReturnType = ConnectResult

export type DisconnectParameters = { namespace?: ChainNamespace }

export type GetAccountParameters = { namespace?: ChainNamespace | undefined }

/** AppKit's `useAppKitAccount` shape, for the given namespace or the active one. */
export type GetAccountReturnType = AccountState & {
  namespace: ChainNamespace | undefined
  isConnected: boolean
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** AppKit's `embeddedWalletInfo`: who is signed in to the embedded wallet, how, and with which account type. */
export type EmbeddedWalletInfo = {
  /** As AppKit's: `email` and `username` are strings (null when the login has none). */
  user: Omit<EmbeddedWalletUser, 'email'> & { email: string | null; username: string | null }
  /** The social provider the user signed in with, or `'email'`. */
  authProvider: string
  accountType: AccountState['preferredAccountType']
  isSmartAccountDeployed: boolean
}

export type GetConnectionReturnType = {
  status: ConnectionStatus
  isConnected: boolean
  namespaces: ChainNamespace[]
}

/** AppKit's `useAppKitState` shape plus the router's view and history. */
export type GetModalStateReturnType = {
  open: boolean
  view: ViewName
  history: ViewEntry[]
  selectedNetworkId: string | undefined
  activeChain: string | undefined
  loading: boolean
  initialized: boolean
}

/** AppKit's `useAppKitNetwork` shape (without the switch function, which is an action). */
export type GetNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: string | undefined
  chainId: string | number | undefined
  activeNamespace: ChainNamespace | undefined
  networks: CaipNetwork[]
  isUnsupported: boolean
}

export type OpenModalParameters = {
  view?: ViewName
  namespace?: ChainNamespace
  data?: Record<string, unknown>
}

export type RequestParameters = { method: string; params?: unknown; namespace?: ChainNamespace }

export type ShowSnackbarParameters = {
  message: string
  variant: SnackbarVariant
  svg?: SnackbarState['svg']
  /** Loading messages stay until replaced; others close by themselves unless this is false. */
  autoClose?: boolean
}

/** A network of the app's list: the object (a viem chain too), its CAIP-2 id, or its chain id. */
export type SwitchNetworkParameters = AppKitNetwork | string | number

export type SwitchNetworkReturnType = CaipNetwork
