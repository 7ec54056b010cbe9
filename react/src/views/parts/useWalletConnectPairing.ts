'use client'
import { pairingExpiryMarginMs } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useRouterData } from './useRouterData.js'
import {
  getPairingState,
  readWalletConnectPairing,
  type WalletConnectPairing,
} from './walletConnectPairing.js'

export type WalletConnectPairingView = WalletConnectPairing & { state: 'fresh' | 'renewing' | 'expired' }

/** The pairing in the view's router data, re-evaluated when it starts to expire and when it ends. */
export function useWalletConnectPairing(): WalletConnectPairingView | undefined {
  const pairing = readWalletConnectPairing(useRouterData())
  const uri = pairing?.uri
  const expiresAt = pairing?.expiresAt
  const [, setTick] = useState(0)
  useEffect(() => {
    if (expiresAt === undefined) return
    const timers = [expiresAt - pairingExpiryMarginMs, expiresAt].map((at) =>
      setTimeout(() => setTick((tick) => tick + 1), Math.max(0, at - Date.now()) + 1),
    )
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [expiresAt])
  if (!pairing || uri === undefined) return undefined
  return { ...pairing, state: getPairingState(pairing) }
}
