'use client'
import { type CaipNetwork, getNetworkImageId, toSafeUrl } from '@foyer/core'
import { getChainImageOverride } from '../../components/getChainImageOverride.js'
import { useKernel } from '../../context/appKitInstance.js'
import { getWalletApi } from '../../wallets/getWalletApi.js'

/**
 * A network's image: the host's `chainImages` entry for it, else its own URL when `toSafeUrl` allows it, else the Wallet API's asset image for its image id (the
 * host's, or the built-in network's).
 */
export function useNetworkImage(network: CaipNetwork | undefined): string | undefined {
  const kernel = useKernel()
  if (!network) return undefined
  const chosen = getChainImageOverride(kernel, network)
  if (chosen) return chosen
  const own = toSafeUrl(network.assets?.imageUrl, 'image')
  if (own) return own
  const imageId = getNetworkImageId(network)
  return imageId ? getWalletApi(kernel)?.getAssetImageUrl(imageId) : undefined
}
