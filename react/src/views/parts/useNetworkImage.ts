'use client'
import type { CaipNetwork } from '@foyer/core'
import { useKernel } from '../../context/appKitInstance.js'
import { getWalletApi } from '../../wallets/getWalletApi.js'

/** A network's image: its own URL, else the Wallet API's asset image for its image id. */
export function useNetworkImage(network: CaipNetwork | undefined): string | undefined {
  const kernel = useKernel()
  if (!network?.assets) return undefined
  if (network.assets.imageUrl) return network.assets.imageUrl
  return network.assets.imageId ? getWalletApi(kernel)?.getAssetImageUrl(network.assets.imageId) : undefined
}
