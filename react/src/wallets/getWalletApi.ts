import type { ChainNamespace, Kernel, WalletApi } from '@foyer/core/eager'
import { createLazyWalletApi, toSafeUrl, version } from '@foyer/core/eager'

const apis = new WeakMap<Kernel, WalletApi | null>()

/**
 * The kernel's Wallet API client, or undefined when the host configured no service (`walletApiUrl` or `apiUrl`):
 * then the lists show connectors and custom wallets only. Created on first use; it sends nothing by itself, and its
 * first request loads the client.
 */
export function getWalletApi(kernel: Kernel): WalletApi | undefined {
  let api = apis.get(kernel)
  if (api === undefined) {
    const { walletApiUrl, apiUrl, projectId, sdkType, sdkVersion } = kernel.options
    const baseUrl = walletApiUrl ?? apiUrl
    api = baseUrl
      ? createLazyWalletApi({ baseUrl, projectId, sdkType, sdkVersion: sdkVersion ?? `react-${version}` })
      : null
    apis.set(kernel, api)
  }
  return api ?? undefined
}

/** The image of a list entry: its own URL when it is an image URL `toSafeUrl` allows, else the registry image. */
export function getWalletImageUrl(
  kernel: Kernel,
  wallet: { imageUrl?: string | undefined; imageId?: string | undefined },
): string | undefined {
  const own = toSafeUrl(wallet.imageUrl, 'image')
  if (own) return own
  if (!wallet.imageId) return undefined
  return getWalletApi(kernel)?.getWalletImageUrl(wallet.imageId)
}

/** The networks the app supports (of `namespace` only, when given), as the registry's `chains` filter. */
export function getRegistryChains(kernel: Kernel, namespace?: ChainNamespace): string[] {
  const networks = kernel.options.networks.filter(
    (network) => namespace === undefined || network.chainNamespace === namespace,
  )
  return [...new Set(networks.map((network) => network.caipNetworkId))]
}
