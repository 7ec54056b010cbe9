'use client'
import type { ChainNamespace } from '@foyer/core/eager'
import { useCallback, useMemo, useState } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import {
  type Connection,
  type DeleteConnectionParameters,
  deleteConnection,
  getConnections,
  type SwitchConnectionParameters,
  switchConnection,
} from './getConnections.js'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitConnectionParameters = {
  namespace?: ChainNamespace
  onSuccess?: (result: {
    address: string
    namespace: ChainNamespace
    hasSwitchedAccount: boolean
    hasSwitchedWallet: boolean
    hasDeletedWallet: boolean
  }) => void
  onError?: (error: Error) => void
}

export type UseAppKitConnectionReturnType = {
  connection: Connection | undefined
  isPending: boolean
  switchConnection(parameters: Omit<SwitchConnectionParameters, 'namespace'>): Promise<void>
  deleteConnection(parameters: Omit<DeleteConnectionParameters, 'namespace'>): void
}

/** AppKit's `useAppKitConnection`: the namespace's connection, and switching to (or forgetting) a connection. */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: UseAppKitConnectionParameters = {}): UseAppKitConnectionReturnType {
  const { kernel } = useAppKitInstance()
  const connections = useKernelRead((current) => getConnections(current, namespace))
  const [isPending, setPending] = useState(false)
  const switchTo = useCallback(
    async (parameters: Omit<SwitchConnectionParameters, 'namespace'>) => {
      setPending(true)
      try {
        const result = await switchConnection(kernel, { ...parameters, ...(namespace ? { namespace } : {}) })
        onSuccess?.({ ...result, hasDeletedWallet: false })
      } catch (error) {
        onError?.(error instanceof Error ? error : new Error(String(error)))
      } finally {
        setPending(false)
      }
    },
    [kernel, namespace, onSuccess, onError],
  )
  const forget = useCallback(
    ({ address, connectorId }: Omit<DeleteConnectionParameters, 'namespace'>) => {
      const resolved = namespace ?? kernel.store.getState().network.activeNamespace
      deleteConnection(kernel, { address, connectorId, ...(resolved ? { namespace: resolved } : {}) }).then(
        () =>
          resolved &&
          onSuccess?.({
            address,
            namespace: resolved,
            hasSwitchedAccount: false,
            hasSwitchedWallet: false,
            hasDeletedWallet: true,
          }),
        (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
      )
    },
    [kernel, namespace, onSuccess, onError],
  )
  return useMemo(
    () => ({ connection: connections[0], isPending, switchConnection: switchTo, deleteConnection: forget }),
    [connections, isPending, switchTo, forget],
  )
}
