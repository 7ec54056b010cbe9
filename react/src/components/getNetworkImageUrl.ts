import { type CaipNetwork, createWalletApi, type Kernel, version } from '@foyer/core'

/** The network's image: its own `assets.imageUrl`, else the Wallet API's asset image when one is configured. */
export function getNetworkImageUrl(kernel: Kernel, network: CaipNetwork | undefined): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const imageId = network.assets?.imageId
  const { walletApiUrl, projectId, sdkType, sdkVersion } = kernel.options
  if (!imageId || !walletApiUrl) return undefined
  return createWalletApi({
    baseUrl: walletApiUrl,
    projectId,
    sdkType,
    sdkVersion: sdkVersion ?? version,
  }).getAssetImageUrl(imageId)
}
