'use client'
import type { ChainNamespace } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { type FetchBalanceReturnType, fetchBalance } from './fetchBalance.js'

export type UseAppKitBalanceReturnType = {
  fetchBalance(options?: { namespace?: ChainNamespace }): Promise<FetchBalanceReturnType>
}

export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const { kernel } = useAppKitInstance()
  return useMemo(
    () => ({ fetchBalance: (options = {}) => fetchBalance(kernel, options.namespace) }),
    [kernel],
  )
}
