'use client'
import type { ChainNamespace, Kernel } from '@foyer/core'
import { useEffect, useState } from 'react'
import { refreshBalance } from './refreshBalance.js'

/**
 * Keeps the connected account's balance fresh while a view shows it: on mount, on a network or account change,
 * and when the kernel says balances went stale (an approved transaction).
 */
export function useAccountBalance(
  kernel: Kernel,
  namespace: ChainNamespace | undefined,
  address: string | undefined,
  caipNetworkId: string | undefined,
): void {
  const [stale, setStale] = useState(0)
  useEffect(() => {
    const onStale = (event: { namespace: ChainNamespace }) => {
      if (event.namespace === namespace) setStale((value) => value + 1)
    }
    kernel.events.on('balanceStale', onStale)
    return () => kernel.events.off('balanceStale', onStale)
  }, [kernel, namespace])
  // biome-ignore lint/correctness/useExhaustiveDependencies: address and network changes trigger a new read
  useEffect(() => {
    if (!namespace || !address) return
    void refreshBalance(kernel, { namespace, force: stale > 0 })
  }, [kernel, namespace, address, caipNetworkId, stale])
}
