import { getNamespaceOwners } from '../actions/getNamespaceOwners.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { getDefaultAccountType } from '../caip/getDefaultAccountType.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { findNetwork } from '../chains/findNetwork.js'
import type { KernelOptions } from '../kernel/Kernel.js'
import type { KernelState } from '../kernel/KernelState.js'
import type { FoyerStorage } from '../storage/createStorage.js'
import type { AccountState } from '../types/AccountState.js'

/** A namespace's account before anything connects; `preferred` is the host's `defaultAccountTypes`. */
export function createEmptyAccount(
  namespace: ChainNamespace,
  preferred: KernelOptions['defaultAccountTypes'] = {},
): AccountState {
  return {
    status: 'disconnected',
    preferredAccountType: preferred[namespace] ?? getDefaultAccountType(namespace),
    allAccounts: [],
    tokenBalance: [],
  }
}

/**
 * The state a kernel starts with: networks from options with the stored active ones restored, and a persisted
 * `connected` status turned into `connecting` until the adapters sync (SPEC.md §4).
 */
export function createInitialState(options: KernelOptions, storage: FoyerStorage): KernelState {
  const networks = options.networks
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  const active: Partial<Record<ChainNamespace, CaipNetwork>> = {}
  for (const namespace of namespaces) {
    const stored = storage.get(`activeNetwork:${namespace}`)
    const restored = stored ? findNetwork(networks, stored) : undefined
    active[namespace] =
      restored ??
      (options.defaultNetwork?.chainNamespace === namespace ? options.defaultNetwork : undefined) ??
      networks.find((network) => network.chainNamespace === namespace)
  }
  const lastUsed = storage.get('lastUsedChain')
  const lastUsedNamespace = lastUsed ? findNetwork(networks, lastUsed)?.chainNamespace : undefined
  const activeNamespace =
    lastUsedNamespace ?? options.defaultNetwork?.chainNamespace ?? networks[0]?.chainNamespace

  const restoring =
    options.enableReconnect && storage.get('connectionStatus') === 'connected'
      ? (storage.get('connectedNamespaces') ?? []).filter(
          (namespace) => getNamespaceOwners(options.adapters, namespace).length > 0,
        )
      : []

  const accounts: KernelState['accounts'] = {}
  for (const namespace of namespaces) {
    const isRestoring = restoring.includes(namespace)
    // The stored account shows while its session restores (and in server HTML rendered from the cookie).
    const address = isRestoring ? storage.get(`connectedAddress:${namespace}`) : undefined
    const connectorId = isRestoring ? storage.get(`connectedConnector:${namespace}`) : undefined
    const network = active[namespace]
    accounts[namespace] = {
      ...createEmptyAccount(namespace, options.defaultAccountTypes),
      status: isRestoring ? 'connecting' : 'disconnected',
      ...(address ? { address } : {}),
      ...(address && network ? { caipAddress: `${network.caipNetworkId}:${address}` as const } : {}),
      ...(address && connectorId ? { connectorId } : {}),
    }
  }
  return {
    connection: { status: restoring.length ? 'connecting' : 'disconnected', namespaces: restoring },
    accounts,
    network: { networks, activeNamespace, active, unsupported: [] },
    router: { open: false, view: 'Connect', history: [] },
    snackbar: { open: false, message: '', variant: 'success', autoClose: true },
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    locale: options.locale,
    connectors: [],
    rpc: { pending: [] },
    plugins: {},
    features: options.features,
  }
}
