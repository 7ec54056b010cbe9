import type { ChainNamespace, Kernel, KernelState } from '@foyer/core'

/**
 * A read-only view of `kernel` in the state a server renders: the persisted session, stored active networks and
 * open modal left out. Reads (`getAccount`, `getNetwork`, ...) work on it unchanged; it never notifies.
 */
export function createServerKernel(kernel: Kernel): Kernel {
  const state = kernel.store.getState()
  const { options } = kernel
  const active: KernelState['network']['active'] = {}
  for (const network of options.networks) {
    const namespace = network.chainNamespace
    if (active[namespace]) continue
    active[namespace] =
      options.defaultNetwork?.chainNamespace === namespace ? options.defaultNetwork : network
  }
  const accounts: KernelState['accounts'] = {}
  for (const [namespace, account] of Object.entries(state.accounts)) {
    if (!account) continue
    accounts[namespace as ChainNamespace] = {
      status: 'disconnected',
      preferredAccountType: account.preferredAccountType,
      allAccounts: [],
    }
  }
  const serverState: KernelState = {
    ...state,
    connection: { status: 'disconnected', namespaces: [] },
    accounts,
    network: {
      networks: options.networks,
      activeNamespace: options.defaultNetwork?.chainNamespace ?? options.networks[0]?.chainNamespace,
      active,
      unsupported: [],
    },
    router: { open: false, view: 'Connect', history: [] },
    snackbar: { open: false, message: '', variant: 'success', autoClose: true },
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    rpc: { pending: [] },
  }
  return {
    ...kernel,
    store: { getState: () => serverState, setState: () => {}, subscribe: () => () => {} },
  }
}
