import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../createKernel.js'
import type { AccountState } from '../types/AccountState.js'
import { selectStable, watchState } from './watchState.js'

export type GetAccountParameters = { namespace?: ChainNamespace | undefined }

/** AppKit's `useAppKitAccount` shape, for the given namespace or the active one. */
export type GetAccountReturnType = AccountState & {
  namespace: ChainNamespace | undefined
  isConnected: boolean
  embeddedWalletInfo:
    | { user: AccountState['user']; accountType: AccountState['preferredAccountType'] }
    | undefined
}

export function getAccount(kernel: Kernel, { namespace }: GetAccountParameters = {}): GetAccountReturnType {
  return selectStable(kernel, `account:${namespace ?? '*'}`, (state) => {
    const resolved = namespace ?? state.network.activeNamespace
    const account = resolved ? state.accounts[resolved] : undefined
    const base: AccountState = account ?? {
      status: 'disconnected',
      preferredAccountType: 'eoa',
      allAccounts: [],
      tokenBalance: [],
    }
    return {
      ...base,
      namespace: resolved,
      isConnected: base.status === 'connected',
      embeddedWalletInfo: base.user ? { user: base.user, accountType: base.preferredAccountType } : undefined,
    }
  })
}

export function watchAccount(
  kernel: Kernel,
  {
    namespace,
    onChange,
  }: GetAccountParameters & { onChange(account: GetAccountReturnType, previous: GetAccountReturnType): void },
): () => void {
  return watchState(kernel, () => getAccount(kernel, { namespace }), { onChange })
}
