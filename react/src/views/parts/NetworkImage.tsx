'use client'
import type { CaipNetwork } from '@foyer/core'
import { WalletImage, type WalletImageProps } from '../../ui/WalletImage.js'
import { useNetworkImage } from './useNetworkImage.js'

export type NetworkImageProps = Omit<WalletImageProps, 'name' | 'src'> & { network: CaipNetwork }

/**
 * A network's image for any view (plugins' too): its own URL, else the registry's image for its image id; the
 * initial placeholder only where neither exists.
 */
export function NetworkImage({ network, ...props }: NetworkImageProps) {
  return <WalletImage name={network.name} src={useNetworkImage(network)} {...props} />
}
