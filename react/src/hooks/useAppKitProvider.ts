'use client'
import { type ChainNamespace, getAccount } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { type GetProviderReturnType, getProvider } from './getProvider.js'
import { useKernelRead } from './useKernelRead.js'

/**
 * As AppKit types it: `walletProvider` is typed `P` so `new BrowserProvider(walletProvider, chainId)` compiles, but
 * it is `undefined` until a wallet connects in the namespace. Check `useAppKitAccount().isConnected` first.
 */
export type UseAppKitProviderReturnType<P = unknown> = {
  walletProvider: P
  walletProviderType: GetProviderReturnType['walletProviderType']
}

/** The connected wallet's provider in `namespace`, from that namespace's adapter. */
export function useAppKitProvider<P = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<P> {
  const { kernel } = useAppKitInstance()
  const { status, connectorId, address } = useKernelRead((current) => getAccount(current, { namespace }))
  // biome-ignore lint/correctness/useExhaustiveDependencies: the provider changes when the connection does
  return useMemo(
    () => getProvider<P>(kernel, namespace) as UseAppKitProviderReturnType<P>,
    [kernel, namespace, status, connectorId, address],
  )
}
