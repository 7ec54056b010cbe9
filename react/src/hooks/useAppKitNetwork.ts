'use client'
import {
  type ChainNamespace,
  type GetNetworkReturnType,
  getNetwork,
  type SwitchNetworkParameters,
} from '@foyer/core/eager'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { switchNetworkOrAlert } from './switchNetworkOrAlert.js'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitNetworkReturnType = Pick<
  GetNetworkReturnType,
  'caipNetwork' | 'chainId' | 'caipNetworkId'
> & {
  /** Accepts a network object, a CAIP-2 id or a chain id. */
  switchNetwork(network: SwitchNetworkParameters): Promise<void>
}

export type UseAppKitNetworkParameters = {
  /** The network active in this namespace (an adapter's hooks read their own); default: the active namespace's. */
  namespace?: ChainNamespace
}

export function useAppKitNetwork({ namespace }: UseAppKitNetworkParameters = {}): UseAppKitNetworkReturnType {
  const { kernel } = useAppKitInstance()
  const read = useCallback(
    (source: typeof kernel) => getNetwork(source, namespace ? { namespace } : {}),
    [namespace],
  )
  const network = useKernelRead(read)
  return useMemo(
    () => ({
      caipNetwork: network.caipNetwork,
      chainId: network.chainId,
      caipNetworkId: network.caipNetworkId,
      switchNetwork: (target) => switchNetworkOrAlert(kernel, target),
    }),
    [kernel, network],
  )
}
