import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../createKernel.js'
import type { AccountState, EmbeddedWalletUser } from '../types/AccountState.js'
import { selectStable, watchState } from './watchState.js'

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
