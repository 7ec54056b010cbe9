import type { EmbeddedWalletInfo, GetAccountParameters, GetAccountReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { AccountState } from '../types/AccountState.js'
import { selectStable, watchState } from './watchState.js'

export type { EmbeddedWalletInfo, GetAccountParameters, GetAccountReturnType }

function toEmbeddedWalletInfo(account: AccountState): EmbeddedWalletInfo | undefined {
  const { user } = account
  if (!user) return undefined
  return {
    user: { ...user, email: user.email?.email ?? null, username: user.userName ?? null },
    authProvider: account.socialProvider ?? 'email',
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: Boolean(account.smartAccountDeployed ?? user.smartAccountDeployed),
  }
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
      embeddedWalletInfo: toEmbeddedWalletInfo(base),
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
