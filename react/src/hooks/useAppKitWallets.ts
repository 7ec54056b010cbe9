'use client'
import {
  BaseError,
  type ChainNamespace,
  ConnectionCancelledError,
  connect,
  type Kernel,
} from '@foyer/core/eager'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { fetchWalletsPage } from '../wallets/fetchWalletsPage.js'
import { type WalletItem, walletItemFromEntry, walletItemFromRegistry } from '../wallets/toWalletItem.js'
import { useConnectWalletList } from '../wallets/useConnectWalletList.js'
import { useKernelRead } from './useKernelRead.js'

export type FetchWalletsOptions = {
  /** 1-based page of the registry (40 wallets a page); pages after the first are appended. */
  page?: number
  /** Search the registry by name instead (one page of up to 100). */
  search?: string
  /** @deprecated AppKit's older name for `search`. */
  query?: string
}

export type UseAppKitWalletsReturnType = {
  /** The Connect list: recent, installed, featured and recommended wallets. */
  wallets: WalletItem[]
  /** The registry's wallets `fetchWallets` fetched (a page list, or search results). */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  /** The WalletConnect pairing URI to show as a QR code, while a WalletConnect connection waits for a wallet. */
  wcUri?: string
  connectingWallet?: WalletItem
  page: number
  /** How many wallets the registry holds for this app. */
  count: number
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  /** An installed wallet connects directly; any other pairs through WalletConnect (`wcUri`). */
  connect(wallet: WalletItem, namespace?: ChainNamespace): Promise<void>
  /** Abandons the WalletConnect wait (the QR code was closed). */
  resetWcUri(): void
  resetConnectingWallet(): void
  /** Starts a WalletConnect pairing ahead of a wallet choice; `wcUri` follows. */
  getWcUri(): Promise<void>
  wcError: boolean
  wcClientId: string | null
}

type PairingSource = {
  namespace: ChainNamespace
  fallbackNamespaces?: readonly ChainNamespace[]
  watchPairing(listener: (pairing: { uri: string } | undefined) => void): () => void
}

export class WalletConnectUnavailableError extends BaseError {
  override name = 'WalletConnectUnavailableError'
  constructor() {
    super('WalletConnect is not available.', {
      details: 'createAppKit was given enableWalletConnect: false, or no network WalletConnect serves.',
    })
  }
}

function findWalletConnect(kernel: Kernel): PairingSource | undefined {
  return kernel.adapters.find(
    (adapter) =>
      adapter.adapterType === 'universal' &&
      typeof (adapter as Partial<PairingSource>).watchPairing === 'function',
  ) as PairingSource | undefined
}

/**
 * AppKit's `useAppKitWallets`: everything a custom (headless) connect UI needs. The Connect list, the registry's
 * wallets page by page or by search, and connecting: an installed wallet directly, any other through WalletConnect,
 * whose pairing URI arrives in `wcUri` for the app's own QR code.
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const { kernel } = useAppKitInstance()
  const { wallets: entries, registry } = useConnectWalletList(undefined)
  const activeNamespace = useKernelRead((current) => current.store.getState().network.activeNamespace)
  const [wcWallets, setWcWallets] = useState<WalletItem[]>([])
  const [page, setPage] = useState(0)
  const [searchedCount, setSearchedCount] = useState<number | undefined>(undefined)
  const [isFetchingWallets, setFetchingWallets] = useState(false)
  const [isFetchingWcUri, setFetchingWcUri] = useState(false)
  const [wcUri, setWcUri] = useState<string | undefined>(undefined)
  const [wcError, setWcError] = useState(false)
  const [connectingWallet, setConnectingWallet] = useState<WalletItem | undefined>(undefined)
  const pairing = useRef<{ controller: AbortController; uri: Promise<void> } | undefined>(undefined)

  const wallets = useMemo(() => entries.map((entry) => walletItemFromEntry(kernel, entry)), [kernel, entries])

  const fetchWallets = useCallback(
    async ({ page: wanted = 1, search, query }: FetchWalletsOptions = {}) => {
      const term = search ?? query
      setFetchingWallets(true)
      try {
        const answer = await fetchWalletsPage(kernel, { page: wanted, ...(term ? { search: term } : {}) })
        const items = answer.data.map((wallet) => walletItemFromRegistry(kernel, wallet))
        setWcWallets((previous) => (!term && wanted > 1 ? [...previous, ...items] : items))
        setPage(term ? 1 : wanted)
        setSearchedCount(answer.count)
      } finally {
        setFetchingWallets(false)
      }
    },
    [kernel],
  )

  const startPairing = useCallback(
    (namespace?: ChainNamespace): { uri: Promise<void>; connected: Promise<void> } => {
      const source = findWalletConnect(kernel)
      if (!source) throw new WalletConnectUnavailableError()
      pairing.current?.controller.abort()
      const controller = new AbortController()
      const served = [source.namespace, ...(source.fallbackNamespaces ?? [])]
      const target =
        namespace && served.includes(namespace)
          ? namespace
          : activeNamespace && served.includes(activeNamespace)
            ? activeNamespace
            : source.namespace
      setWcError(false)
      setWcUri(undefined)
      setFetchingWcUri(true)
      let uriArrived: () => void = () => {}
      const uri = new Promise<void>((resolve) => {
        uriArrived = resolve
      })
      const stop = source.watchPairing((next) => {
        if (controller.signal.aborted) return
        setWcUri(next?.uri)
        if (next) {
          setFetchingWcUri(false)
          uriArrived()
        }
      })
      const connected = connect(kernel, {
        namespace: target,
        connectorId: 'walletConnect',
        signal: controller.signal,
      })
        .then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof ConnectionCancelledError) && !controller.signal.aborted) setWcError(true)
            throw error
          },
        )
        .finally(() => {
          stop()
          uriArrived()
          if (pairing.current?.controller === controller) {
            pairing.current = undefined
            setFetchingWcUri(false)
            setWcUri(undefined)
          }
        })
      pairing.current = { controller, uri }
      return { uri, connected }
    },
    [kernel, activeNamespace],
  )

  const connectWallet = useCallback(
    async (wallet: WalletItem, namespace?: ChainNamespace) => {
      const direct = wallet.connectors.find((connector) => !namespace || connector.chain === namespace)
      setConnectingWallet(wallet)
      try {
        if (direct) await connect(kernel, { namespace: direct.chain, connectorId: direct.id })
        else await startPairing(namespace).connected
      } finally {
        setConnectingWallet((current) => (current === wallet ? undefined : current))
      }
    },
    [kernel, startPairing],
  )

  const getWcUri = useCallback(async () => {
    const started = startPairing()
    started.connected.catch(() => {})
    await started.uri
  }, [startPairing])

  const resetWcUri = useCallback(() => {
    pairing.current?.controller.abort()
    pairing.current = undefined
    setWcUri(undefined)
    setFetchingWcUri(false)
  }, [])
  const resetConnectingWallet = useCallback(() => setConnectingWallet(undefined), [])

  return useMemo(
    () => ({
      wallets,
      wcWallets,
      isFetchingWallets,
      isFetchingWcUri,
      isInitialized: true,
      ...(wcUri ? { wcUri } : {}),
      ...(connectingWallet ? { connectingWallet } : {}),
      page,
      count: searchedCount ?? registry?.count ?? 0,
      fetchWallets,
      connect: connectWallet,
      resetWcUri,
      resetConnectingWallet,
      getWcUri,
      wcError,
      wcClientId: null,
    }),
    [
      wallets,
      wcWallets,
      isFetchingWallets,
      isFetchingWcUri,
      wcUri,
      connectingWallet,
      page,
      searchedCount,
      registry,
      fetchWallets,
      connectWallet,
      resetWcUri,
      resetConnectingWallet,
      getWcUri,
      wcError,
    ],
  )
}
