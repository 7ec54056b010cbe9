'use client'
import {
  type GetNetworkReturnType,
  getNetwork,
  type SwitchNetworkParameters,
  switchNetwork,
} from '@foyer/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitNetworkReturnType = Pick<
  GetNetworkReturnType,
  'caipNetwork' | 'chainId' | 'caipNetworkId'
> & {
  /** Accepts a network object, a CAIP-2 id or a chain id. */
  switchNetwork(network: SwitchNetworkParameters): Promise<void>
}

export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const { kernel } = useAppKitInstance()
  const network = useKernelRead(getNetwork)
  return useMemo(
    () => ({
      caipNetwork: network.caipNetwork,
      chainId: network.chainId,
      caipNetworkId: network.caipNetworkId,
      switchNetwork: async (target) => {
        await switchNetwork(kernel, target)
      },
    }),
    [kernel, network],
  )
}
