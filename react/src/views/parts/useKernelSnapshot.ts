'use client'
import type { Kernel, KernelState } from '@foyer/core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * A piece of the kernel's state. `select` must return something whose identity only changes when it changes: a
 * slice of the state (`state.network`, `state.rpc`) or one of core's stable getters.
 */
export function useKernelSnapshot<T>(kernel: Kernel, select: (state: KernelState) => T): T {
  const subscribe = useCallback((onChange: () => void) => kernel.store.subscribe(onChange), [kernel])
  const read = () => select(kernel.store.getState())
  return useSyncExternalStore(subscribe, read, read)
}
