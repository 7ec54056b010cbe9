'use client'
import { pushView } from '@foyer/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { errorText } from '../i18n/errorText.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Button } from '../ui/Button.js'
import { Icon } from '../ui/Icon.js'
import { Spinner } from '../ui/Spinner.js'
import { TextInput } from '../ui/TextInput.js'
import { type ConnectWallets, fetchConnectWallets } from '../wallets/fetchConnectWallets.js'
import { getWalletConnectNamespaces } from '../wallets/getWalletConnectNamespaces.js'
import { getWalletRoute } from '../wallets/getWalletRoute.js'
import { mergeWallets } from '../wallets/mergeWallets.js'
import { normalizeWalletName } from '../wallets/normalizeWalletName.js'
import type { WalletEntry } from '../wallets/WalletEntry.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { useListedConnectors } from './parts/useListedConnectors.js'
import { useOpenNamespace } from './parts/useOpenNamespace.js'
import { useWalletPages } from './parts/useWalletPages.js'
import { useWalletSearch } from './parts/useWalletSearch.js'
import { WalletGrid } from './parts/WalletGrid.js'

/**
 * The whole registry, 40 wallets a page with infinite scroll, and a search over it, in a grid that keeps only the rows
 * near the view in the DOM. Installed wallets are marked.
 */
export default function AllWallets() {
  const kernel = useKernel()
  const openNamespace = useOpenNamespace()
  const connectors = useListedConnectors(openNamespace)
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
  const [query, setQuery] = useState('')
  const pages = useWalletPages(kernel, openNamespace)
  const search = useWalletSearch(kernel, query, openNamespace)
  const [featured, setFeatured] = useState<ConnectWallets['featured']>([])
  const t = useTranslate(modalMessages)

  useEffect(() => {
    let live = true
    fetchConnectWallets(kernel, { namespace: openNamespace }).then(
      (wallets) => live && setFeatured(wallets.featured),
      () => {},
    )
    return () => {
      live = false
    }
  }, [kernel, openNamespace])

  const searching = search.search !== ''
  const wallets = useMemo(() => {
    const { customWallets, featuredWalletIds, includeWalletIds, excludeWalletIds } = kernel.options
    const merged = mergeWallets({
      connectors,
      registry: searching ? search.results : [...featured, ...pages.wallets],
      customWallets,
      featuredWalletIds,
      includeWalletIds,
      excludeWalletIds,
      walletConnectNamespaces: getWalletConnectNamespaces(connectors, kernel.store.getState().connectors),
    }).filter((wallet) => !wallet.walletConnect)
    if (!searching) return merged
    const wanted = normalizeWalletName(search.search)
    const found = new Set(search.results.map((wallet) => wallet.id))
    return merged.filter(
      (wallet) =>
        (wallet.explorerId !== undefined && found.has(wallet.explorerId)) ||
        normalizeWalletName(wallet.name).includes(wanted),
    )
  }, [kernel, connectors, featured, pages.wallets, searching, search.results, search.search])

  const select = (wallet: WalletEntry) => {
    const route = getWalletRoute(wallet, openNamespace ?? activeNamespace)
    pushView(kernel, route.view, route.data)
  }

  const loading = searching ? search.loading : pages.loading
  const error = searching ? search.error : pages.error
  return (
    <div className="foyer-view foyer-all-wallets">
      <TextInput
        label={t('allWallets.search')}
        hideLabel
        type="search"
        placeholder={t('allWallets.search')}
        icon={<Icon name="search" size="sm" />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {searching && search.loading ? (
        <div className="foyer-all-wallets__status">
          <Spinner label={t('allWallets.searching')} />
        </div>
      ) : (
        <WalletGrid
          wallets={wallets}
          label={searching ? t('allWallets.results') : t('allWallets.list')}
          onSelect={select}
          onEndReached={!searching && pages.hasMore && !pages.error ? pages.loadMore : undefined}
        />
      )}
      {!loading && !error && wallets.length === 0 ? (
        <p className="foyer-view__notice" role="status">
          {searching ? t('allWallets.noResult') : t('allWallets.empty')}
        </p>
      ) : null}
      {error ? (
        <p className="foyer-view__notice foyer-view__notice--error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      {/* After a failed page the sentinel would ask again at once, for ever: the user retries instead. */}
      {!searching && pages.error ? (
        <Button variant="neutral" fullWidth onClick={pages.loadMore}>
          {t('common.tryAgain')}
        </Button>
      ) : !searching && pages.hasMore ? (
        <MoreWallets loading={pages.loading} onMore={pages.loadMore} />
      ) : null}
    </div>
  )
}

/** Loads the next page when it scrolls into view; a "Load more" button where IntersectionObserver is missing. */
function MoreWallets({ loading, onMore }: { loading: boolean; onMore(): void }) {
  const sentinel = useRef<HTMLDivElement>(null)
  const observable = typeof IntersectionObserver !== 'undefined'
  const onMoreRef = useRef(onMore)
  const t = useTranslate(modalMessages)
  onMoreRef.current = onMore

  // Observing anew after each page also covers a sentinel that is still in view once the page arrived.
  useEffect(() => {
    const element = sentinel.current
    if (!element || !observable || loading) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [observable, loading])

  if (!observable) {
    return (
      <Button variant="neutral" fullWidth loading={loading} onClick={onMore}>
        {t('allWallets.loadMore')}
      </Button>
    )
  }
  return (
    <div ref={sentinel} className="foyer-all-wallets__sentinel">
      {loading ? <Spinner label={t('allWallets.loadingMore')} /> : null}
    </div>
  )
}
