'use client'
import type { BaseError, ChainNamespace, Kernel } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchWalletsPage } from '../../wallets/fetchWalletsPage.js'
import { reportError, toBaseError } from './reportError.js'

export type WalletPages = {
  wallets: Wallet[]
  /** The registry's total for this app's filters. */
  count: number
  loading: boolean
  error: BaseError | undefined
  hasMore: boolean
  loadMore(): void
}

/** The registry, 40 wallets a page: the first page on mount, the next one each time `loadMore` is called. */
export function useWalletPages(kernel: Kernel, namespace?: ChainNamespace): WalletPages {
  const [state, setState] = useState<{ wallets: Wallet[]; count: number; pages: number; done: boolean }>({
    wallets: [],
    count: 0,
    pages: 0,
    done: false,
  })
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<BaseError | undefined>(undefined)
  const inFlight = useRef(false)
  const pagesRef = useRef(0)
  const alive = useRef(true)

  const loadMore = useCallback(() => {
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    setError(undefined)
    const page = pagesRef.current + 1
    fetchWalletsPage(kernel, { page, namespace })
      .then((response) => {
        if (!alive.current) return
        pagesRef.current = page
        setState((previous) => {
          const known = new Set(previous.wallets.map((wallet) => wallet.id))
          const wallets = [...previous.wallets, ...response.data.filter((wallet) => !known.has(wallet.id))]
          return { wallets, count: response.count, pages: page, done: response.data.length === 0 }
        })
      })
      .catch((cause: unknown) => {
        if (!alive.current) return
        setError(toBaseError(cause))
        reportError(kernel, cause)
      })
      .finally(() => {
        inFlight.current = false
        if (alive.current) setLoading(false)
      })
  }, [kernel, namespace])

  useEffect(() => {
    alive.current = true
    if (pagesRef.current === 0) loadMore()
    return () => {
      alive.current = false
    }
  }, [loadMore])

  return {
    wallets: state.wallets,
    count: state.count,
    loading,
    error,
    hasMore: !state.done && (state.pages === 0 || state.wallets.length < state.count),
    loadMore,
  }
}
