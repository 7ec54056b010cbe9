'use client'
import { useAppKitNetwork } from '@foyer/react'
import { Connection } from '@solana/web3.js'
import { useMemo } from 'react'

const connections = new Map<string, Connection>()

/**
 * AppKit's Solana `useAppKitConnection`: a `@solana/web3.js` `Connection` to the active Solana network's RPC (one
 * per URL), connected wallet or not. `undefined` without an active Solana network or RPC URL. Reads only what any
 * component may (`useAppKitNetwork`): the kernel stays with the React layer.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const { caipNetwork } = useAppKitNetwork({ namespace: 'solana' })
  const url = caipNetwork?.chainNamespace === 'solana' ? caipNetwork.rpcUrls.default.http[0] : undefined
  return useMemo(() => {
    if (!url) return { connection: undefined }
    let connection = connections.get(url)
    if (!connection) {
      connection = new Connection(url)
      connections.set(url, connection)
    }
    return { connection }
  }, [url])
}
