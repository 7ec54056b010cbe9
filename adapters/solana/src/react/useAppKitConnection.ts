'use client'
import type { CaipNetwork } from '@foyer/core'
import { getAdapter } from '@foyer/core/internal'
import { useKernel } from '@foyer/react/internal'
import type { Connection } from '@solana/web3.js'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { SolanaAdapter } from '../SolanaAdapter.js'

/**
 * AppKit's Solana `useAppKitConnection`: a `@solana/web3.js` `Connection` to the active Solana network's RPC (one
 * per URL, shared with the adapter), connected wallet or not. `undefined` without a Solana adapter or RPC URL.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const kernel = useKernel()
  const subscribe = useCallback((onChange: () => void) => kernel.store.subscribe(onChange), [kernel])
  const read = (): CaipNetwork | undefined => kernel.store.getState().network.active.solana
  const network = useSyncExternalStore(subscribe, read, read)
  return useMemo(() => {
    const adapter = getAdapter(kernel, 'solana')
    if (!(adapter instanceof SolanaAdapter) || !network?.rpcUrls.default.http[0])
      return { connection: undefined }
    return { connection: adapter.getConnection(network) }
  }, [kernel, network])
}
