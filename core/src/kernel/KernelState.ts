import type * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { kernelOptionsSchema } from '../options/kernelOptionsSchema.js'
import type { RouterState } from '../router/views.js'
import type { AccountState, ConnectionStatus } from '../types/AccountState.js'
import type { Connector } from '../types/Connector.js'
import type { SnackbarState } from '../types/Snackbar.js'

export type ConnectionState = {
  status: ConnectionStatus
  /** Namespaces with a live (or restoring) session. */
  namespaces: ChainNamespace[]
}

export type NetworkState = {
  networks: CaipNetwork[]
  activeNamespace: ChainNamespace | undefined
  /** The active network of each namespace. */
  active: Partial<Record<ChainNamespace, CaipNetwork>>
  /** The namespaces whose wallet sits on a chain the app does not support. */
  unsupported: ChainNamespace[]
}

export type ThemeState = {
  /** `system` follows the device's `prefers-color-scheme`, live. */
  themeMode: 'dark' | 'light' | 'system'
  themeVariables: Record<string, string | number>
}

export type PendingRpcRequest = {
  id: string
  method: string
  namespace: ChainNamespace
  params?: unknown
}

export type KernelState = {
  connection: ConnectionState
  accounts: Partial<Record<ChainNamespace, AccountState>>
  network: NetworkState
  router: RouterState
  snackbar: SnackbarState
  theme: ThemeState
  /** The UI language asked for (`options.locale` or `setLocale`); undefined follows the browser's languages. */
  locale: string | undefined
  connectors: Connector[]
  rpc: { pending: PendingRpcRequest[] }
  plugins: Record<string, unknown>
  /** `options.features`, as `updateFeatures` changed them since. */
  features: z.output<typeof kernelOptionsSchema>['features']
}
