'use client'
import type { Kernel } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useKernelSnapshot } from './useKernelSnapshot.js'

/**
 * The `recentWallets` storage value. Read again whenever a connection changes (connecting is what records a
 * recent wallet), so the list stays current without polling storage.
 */
export function useRecentWallets(kernel: Kernel): { id: string }[] {
  const connection = useKernelSnapshot((state) => state.connection)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read storage when the connection changes
  return useMemo(() => kernel.storage.get('recentWallets') ?? [], [kernel, connection])
}
