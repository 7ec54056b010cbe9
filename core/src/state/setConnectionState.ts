import { type ChainNamespace, listChainNamespaces } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import type { AccountState, ConnectionStatus } from '../types/AccountState.js'
import { createEmptyAccount } from './createInitialState.js'

/**
 * Writes one namespace's account and derives the overall connection status from all of them: connected when any
 * namespace is, connecting when any is on its way, otherwise disconnected. Persists status and namespaces.
 */
export function setAccountState(
  kernel: Kernel,
  namespace: ChainNamespace,
  update: Partial<AccountState> | null,
): void {
  const empty = () => createEmptyAccount(namespace, kernel.options.defaultAccountTypes)
  setKernelState(kernel, (state) => {
    const accounts = {
      ...state.accounts,
      [namespace]: update === null ? empty() : { ...(state.accounts[namespace] ?? empty()), ...update },
    }
    const live = Object.entries(accounts).filter(
      ([, account]) => account && account.status !== 'disconnected',
    )
    const status: ConnectionStatus = live.some(([, account]) => account?.status === 'connected')
      ? 'connected'
      : live.length
        ? 'connecting'
        : 'disconnected'
    return { accounts, connection: { status, namespaces: live.map(([key]) => key as ChainNamespace) } }
  })
  persistConnection(kernel)
}

/**
 * A namespace still connecting keeps what is stored for it: on a reload each namespace restores on its own, and the
 * first one back must not erase the sessions of those still on their way (nor a second reload lose them).
 */
function persistConnection(kernel: Kernel): void {
  const { connection, accounts } = kernel.store.getState()
  if (connection.status === 'connecting') return
  const stored = kernel.storage.get('connectedNamespaces') ?? []
  for (const namespace of listChainNamespaces()) {
    const account = accounts[namespace]
    if (account?.status === 'connecting') continue
    if (account?.status === 'connected' && account.address) {
      kernel.storage.set(`connectedAddress:${namespace}`, account.address)
    } else {
      kernel.storage.remove(`connectedConnector:${namespace}`)
      kernel.storage.remove(`connectedAddress:${namespace}`)
    }
  }
  const kept = connection.namespaces.filter((namespace) => {
    const status = accounts[namespace]?.status
    return status === 'connected' || (status === 'connecting' && stored.includes(namespace))
  })
  if (kept.length) {
    kernel.storage.set('connectionStatus', 'connected')
    kernel.storage.set('connectedNamespaces', kept)
  } else {
    kernel.storage.set('connectionStatus', 'disconnected')
    kernel.storage.remove('connectedNamespaces')
  }
}
