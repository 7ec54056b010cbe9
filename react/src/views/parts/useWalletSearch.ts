'use client'
import type { BaseError, ChainNamespace, Kernel } from '@foyer/core'
import { debounceMs, walletSearchMaxResults, walletSearchMinWaitMs } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { useEffect, useState } from 'react'
import { fetchWalletsPage } from '../../wallets/fetchWalletsPage.js'
import { toBaseError } from './reportError.js'

export type WalletSearch = {
  /** The search being shown (trimmed), '' when none. */
  search: string
  results: Wallet[]
  loading: boolean
  error: BaseError | undefined
}

const idle: WalletSearch = { search: '', results: [], loading: false, error: undefined }

/**
 * Searches the registry for `query` once typing pauses for 500 ms (SPEC.md §9), keeps the loading state up at
 * least 300 ms so results don't flicker, and returns at most 100 results. A newer query aborts the older one.
 */
export function useWalletSearch(kernel: Kernel, query: string, namespace?: ChainNamespace): WalletSearch {
  const [state, setState] = useState<WalletSearch>(idle)
  const search = query.trim()

  useEffect(() => {
    if (!search) {
      setState(idle)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, search, loading: true, error: undefined }))
      const minimumWait = new Promise((resolve) => setTimeout(resolve, walletSearchMinWaitMs))
      Promise.all([
        fetchWalletsPage(kernel, { page: 1, search, signal: controller.signal, namespace }),
        minimumWait,
      ])
        .then(([response]) => {
          if (controller.signal.aborted) return
          setState({
            search,
            results: response.data.slice(0, walletSearchMaxResults),
            loading: false,
            error: undefined,
          })
        })
        .catch((cause: unknown) => {
          if (controller.signal.aborted) return
          setState({ search, results: [], loading: false, error: toBaseError(cause) })
        })
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kernel, search, namespace])

  return state
}
