'use client'
import { type ChainNamespace, getAccount } from '@foyer/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { type GetProviderReturnType, getProvider } from './getProvider.js'
import { useKernelRead } from './useKernelRead.js'

/** The connected wallet's provider in `namespace`, from that namespace's adapter. */
export function useAppKitProvider<P = unknown>(namespace: ChainNamespace): GetProviderReturnType<P> {
  const { kernel } = useAppKitInstance()
  const { status, connectorId, address } = useKernelRead((current) => getAccount(current, { namespace }))
  // biome-ignore lint/correctness/useExhaustiveDependencies: the provider changes when the connection does
  return useMemo(() => getProvider<P>(kernel, namespace), [kernel, namespace, status, connectorId, address])
}
