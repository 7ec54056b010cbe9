'use client'
import { type CaipNetwork, toSafeUrl } from '@foyer/core'
import { useKernel } from '../../context/appKitInstance.js'
import { getWalletApi } from '../../wallets/getWalletApi.js'

/** A network's image: its own URL when `toSafeUrl` allows it, else the Wallet API's asset image for its image id. */
export function useNetworkImage(network: CaipNetwork | undefined): string | undefined {
  const kernel = useKernel()
  if (!network?.assets) return undefined
  const own = toSafeUrl(network.assets.imageUrl, 'image')
  if (own) return own
  return network.assets.imageId ? getWalletApi(kernel)?.getAssetImageUrl(network.assets.imageId) : undefined
}
