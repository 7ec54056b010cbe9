'use client'
import type { ChainNamespace } from '@foyer/core'
import { useKernelSnapshot } from './useKernelSnapshot.js'

/**
 * The namespace the modal was opened for (`open({ namespace })`), kept in the first view's router data so the views
 * pushed after it (AllWallets, ...) still list that namespace's wallets only. Undefined: every namespace.
 */
export function useOpenNamespace(): ChainNamespace | undefined {
  return useKernelSnapshot((state) => {
    const namespace = state.router.history[0]?.data?.namespace
    return state.network.networks.find((network) => network.chainNamespace === namespace)?.chainNamespace
  })
}
