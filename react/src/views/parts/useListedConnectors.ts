'use client'
import type { ChainNamespace, Connector } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useKernelSnapshot } from './useKernelSnapshot.js'

/** The connectors a wallet list shows: all of them, or those of `namespace` when the modal was opened for one. */
export function useListedConnectors(namespace: ChainNamespace | undefined): readonly Connector[] {
  const connectors = useKernelSnapshot((state) => state.connectors)
  return useMemo(
    () => (namespace ? connectors.filter((connector) => connector.namespace === namespace) : connectors),
    [connectors, namespace],
  )
}
