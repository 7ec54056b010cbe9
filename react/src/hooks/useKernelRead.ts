'use client'
import type { Kernel } from '@foyer/core/eager'
import { useCallback, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'

/**
 * Subscribes to the kernel and returns `read(kernel)`. `read` must return the same object until its value changes
 * (core's `getX` reads do). While hydrating, it reads the server-side view of the kernel so markup matches.
 */
export function useKernelRead<T>(read: (kernel: Kernel) => T): T {
  const { kernel, serverKernel = kernel } = useAppKitInstance()
  const subscribe = useCallback((onChange: () => void) => kernel.store.subscribe(onChange), [kernel])
  return useSyncExternalStore(
    subscribe,
    () => read(kernel),
    () => read(serverKernel),
  )
}
