import {
  type CaipNetwork,
  getNetworkImageId,
  type Kernel,
  toSafeUrl,
  version,
  walletApiImageUrl,
} from '@foyer/core/eager'
import { getChainImageOverride } from './getChainImageOverride.js'

/**
 * The network's image: the host's `chainImages` entry for it, else its own `assets.imageUrl` when `toSafeUrl` allows it, else the Wallet API's asset image when
 * one is configured, for the host's image id or, with `builtIn`, the built-in network's.
 */
export function getNetworkImageUrl(
  kernel: Kernel,
  network: CaipNetwork | undefined,
  { builtIn = false }: { builtIn?: boolean } = {},
): string | undefined {
  if (!network) return undefined
  const chosen = getChainImageOverride(kernel, network)
  if (chosen) return chosen
  const own = toSafeUrl(network.assets?.imageUrl, 'image')
  if (own) return own
  const imageId = builtIn ? getNetworkImageId(network) : network.assets?.imageId
  const { walletApiUrl, projectId, sdkType, sdkVersion } = kernel.options
  if (!imageId || !walletApiUrl) return undefined
  return walletApiImageUrl(
    { baseUrl: walletApiUrl, projectId, sdkType, sdkVersion: sdkVersion ?? version },
    'asset',
    imageId,
  )
}
