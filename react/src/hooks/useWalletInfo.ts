'use client'
import { useMemo } from 'react'
import { getWalletInfo, type WalletInfo } from './getWalletInfo.js'
import { useKernelRead } from './useKernelRead.js'

export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const walletInfo = useKernelRead(getWalletInfo)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
