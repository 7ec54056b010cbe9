'use client'
import type { ChainNamespace } from '@foyer/core/eager'
import { useMemo } from 'react'
import { getWalletInfo, type WalletInfo } from './getWalletInfo.js'
import { useKernelRead } from './useKernelRead.js'

/** The connected wallet's name and icon, in `namespace` or the active namespace. */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: WalletInfo | undefined } {
  const walletInfo = useKernelRead((kernel) => getWalletInfo(kernel, namespace))
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
