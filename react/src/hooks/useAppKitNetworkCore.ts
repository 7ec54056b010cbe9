'use client'
import type { CaipNetworkId } from '@foyer/core/eager'
import { type UseAppKitNetworkReturnType, useAppKitNetwork } from './useAppKitNetwork.js'

export type UseAppKitNetworkCoreReturnType = Omit<
  UseAppKitNetworkReturnType,
  'switchNetwork' | 'caipNetworkId'
> & {
  caipNetworkId: CaipNetworkId | undefined
  /** The networks the connected WalletConnect session approved; undefined when nothing restricts them. */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** Whether the connected wallet can switch to every configured network. */
  supportsAllNetworks: boolean
}

/** AppKit's read-only network hook (`@reown/appkit-controllers/react`): `useAppKitNetwork` without `switchNetwork`. */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const { caipNetwork, chainId, caipNetworkId } = useAppKitNetwork()
  return {
    caipNetwork,
    chainId,
    caipNetworkId: caipNetworkId as CaipNetworkId | undefined,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
  }
}
