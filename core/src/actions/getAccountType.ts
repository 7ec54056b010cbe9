import type { AccountType } from '../caip/accountTypes.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'

export type GetAccountTypeParameters = { namespace?: ChainNamespace | undefined }

/**
 * The type of the connected account in `namespace` (default: the active one), `undefined` when none is connected.
 * Smart-account-only paths (a skipped gas check, sponsored calls) test this, never `preferredAccountType`, which
 * is only what the embedded wallet would create.
 */
export function getAccountType(
  kernel: Kernel,
  { namespace }: GetAccountTypeParameters = {},
): AccountType | undefined {
  const state = kernel.store.getState()
  const resolved = namespace ?? state.network.activeNamespace
  const account = resolved ? state.accounts[resolved] : undefined
  if (account?.status !== 'connected' || !account.address) return undefined
  const address = account.address.toLowerCase()
  const record =
    account.allAccounts.find((entry) => entry.address.toLowerCase() === address) ?? account.allAccounts[0]
  return record?.type
}
