'use client'
import type { Kernel, KernelState } from '@foyer/core/eager'
import { useKernelRead } from '../../hooks/useKernelRead.js'

/**
 * A piece of the kernel's state. `select` must return something whose identity only changes when it changes: a
 * slice of the state (`state.network`, `state.rpc`) or one of core's stable getters (`getAccount(kernel)`).
 */
export function useKernelSnapshot<T>(select: (state: KernelState, kernel: Kernel) => T): T {
  return useKernelRead((kernel) => select(kernel.store.getState(), kernel))
}
