import type { ChainNamespace, Kernel } from '@foyer/core/eager'
import { BaseError, getAdapter } from '@foyer/core/eager'

export type FetchBalanceReturnType = {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** AppKit's `fetchBalance`: the native balance of the connected account, through its adapter's `getBalance`. */
export async function fetchBalance(
  kernel: Kernel,
  namespace?: ChainNamespace,
): Promise<FetchBalanceReturnType> {
  const { accounts, network } = kernel.store.getState()
  const resolved = namespace ?? network.activeNamespace
  const account = resolved ? accounts[resolved] : undefined
  const activeNetwork = resolved ? network.active[resolved] : undefined
  const adapter = resolved ? getAdapter(kernel, resolved) : undefined
  if (!account?.address || !activeNetwork) return failure('No account connected')
  if (!adapter?.getBalance) return failure('Chain adapter not found')
  try {
    const data = await adapter.getBalance({ address: account.address, network: activeNetwork })
    return { data, error: null, isSuccess: true, isError: false }
  } catch (error) {
    return failure(error instanceof BaseError ? error.shortMessage : 'Token Balance Unavailable')
  }
}

function failure(error: string): FetchBalanceReturnType {
  return { data: undefined, error, isSuccess: false, isError: true }
}
