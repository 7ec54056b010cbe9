import type { AdapterType, ChainNamespace, Kernel } from '@foyer/core/eager'
import { getAdapter, getAppProvider } from '@foyer/core/eager'

export type GetProviderReturnType<P = unknown> = {
  walletProvider: P | undefined
  walletProviderType: AdapterType | undefined
}

/** The provider the namespace's adapter hands out while it is connected (`useAppKitProvider`), guarded for a wallet a plugin provides. */
export function getProvider<P = unknown>(
  kernel: Kernel,
  namespace: ChainNamespace,
): GetProviderReturnType<P> {
  const adapter = getAdapter(kernel, namespace)
  const connected = kernel.store.getState().accounts[namespace]?.status === 'connected'
  return {
    walletProvider: connected ? (getAppProvider(kernel, namespace) as P | undefined) : undefined,
    walletProviderType: adapter?.adapterType,
  }
}
