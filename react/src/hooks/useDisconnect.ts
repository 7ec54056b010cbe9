'use client'
import { type ChainNamespace, disconnect } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'

export type UseDisconnectReturnType = {
  /** Disconnects `namespace`, or every connected namespace. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const { kernel } = useAppKitInstance()
  return useMemo(() => ({ disconnect: (options = {}) => disconnect(kernel, options) }), [kernel])
}
