'use client'
import { type GetModalStateReturnType, getModalState } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitStateReturnType = Pick<
  GetModalStateReturnType,
  'open' | 'selectedNetworkId' | 'activeChain' | 'loading' | 'initialized'
>

export function useAppKitState(): UseAppKitStateReturnType {
  const state = useKernelRead(getModalState)
  return useMemo(
    () => ({
      open: state.open,
      selectedNetworkId: state.selectedNetworkId,
      activeChain: state.activeChain,
      loading: state.loading,
      initialized: state.initialized,
    }),
    [state],
  )
}
