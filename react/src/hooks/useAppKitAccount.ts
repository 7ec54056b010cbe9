'use client'
import { type ChainNamespace, type GetAccountReturnType, getAccount } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace }

export type UseAppKitAccountReturnType = Pick<
  GetAccountReturnType,
  'allAccounts' | 'caipAddress' | 'address' | 'isConnected' | 'embeddedWalletInfo' | 'status'
>

/** The account of `namespace`, or of the active namespace. */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const account = useKernelRead((kernel) => getAccount(kernel, { namespace }))
  return useMemo(
    () => ({
      allAccounts: account.allAccounts,
      caipAddress: account.caipAddress,
      address: account.address,
      isConnected: account.isConnected,
      embeddedWalletInfo: account.embeddedWalletInfo,
      status: account.status,
    }),
    [account],
  )
}
