'use client'
import type { ChainNamespace } from '@foyer/core/eager'
import { useMemo } from 'react'
import { type Connection, getConnections } from './getConnections.js'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitConnectionsReturnType = { connections: Connection[]; recentConnections: Connection[] }

const none: Connection[] = []

/**
 * AppKit's `useAppKitConnections`: the wallets connected in `namespace` (default: the active one). Foyer connects one
 * wallet per namespace, so there is at most one, and it keeps no list of past connections.
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const connections = useKernelRead((kernel) => getConnections(kernel, namespace))
  return useMemo(() => ({ connections, recentConnections: none }), [connections])
}
