import type { ChainNamespace, Connector, ConnectorType, KernelOptions } from '@foyer/core/eager'
import { recentWalletsMax } from '@foyer/core/eager'
import type { Wallet } from '@foyer/core/schemas'
import { normalizeWalletName } from './normalizeWalletName.js'
import type { WalletEntry, WalletGroup, WalletLinks } from './WalletEntry.js'
import { walletGroups } from './WalletEntry.js'

export type CustomWallet = NonNullable<KernelOptions['customWallets']>[number]

export type MergeWalletsParameters = {
  /** What the adapters discovered: EIP-6963 announcements, injected globals, WalletConnect, custom connectors. */
  connectors?: readonly Connector[] | undefined
  /** Wallet API registry entries, in the order the API returned them. */
  registry?: readonly Wallet[] | undefined
  /** The host's `customWallets` option. */
  customWallets?: readonly CustomWallet[] | undefined
  /** The `recentWallets` storage value, most recent first. */
  recentWallets?: readonly { id: string }[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  /** Registry ids of the recommended wallets, in order. */
  recommendedWalletIds?: readonly string[] | undefined
  /** When non-empty, registry wallets outside it are left out (installed and custom wallets stay). */
  includeWalletIds?: readonly string[] | undefined
  /** Never shown, whatever reported them. */
  excludeWalletIds?: readonly string[] | undefined
  /**
   * The namespaces a WalletConnect connector of the page reaches. When given, a registry wallet no connector answers
   * for is left out unless it supports one of them (by its registry `chains`): it could only lead to a dead end.
   */
  walletConnectNamespaces?: readonly ChainNamespace[] | undefined
}

/** Connector types that reach the embedded wallet (email, socials): not wallets to list. */
const hiddenConnectorTypes = new Set<ConnectorType>(['AUTH', 'ID_AUTH'])
const connectorRank: Record<ConnectorType, number> = {
  ANNOUNCED: 0,
  INJECTED: 1,
  MULTI_CHAIN: 2,
  EXTERNAL: 3,
  WALLET_CONNECT: 4,
  AUTH: 5,
  ID_AUTH: 6,
}
const groupRank = new Map<WalletGroup, number>(walletGroups.map((group, index) => [group, index]))
export const walletConnectEntryId = 'walletConnect'

type Draft = WalletEntry & {
  position: number
  custom: boolean
  fromRegistry: boolean
  /** The namespaces of the registry's `chains`, when it lists them. */
  registryNamespaces?: string[]
}

/**
 * ONE wallet list out of every source. Entries are matched by rdns, then registry id, then normalised name (never
 * joining two entries whose rdns or registry ids disagree), so a wallet announced by EIP-6963, found as an injected
 * global and listed by the registry appears once: installed, with the registry's image and links. Excluded ids never
 * show. Order: recent, installed, featured, recommended, then the rest in the order the sources gave them.
 */
export function mergeWallets(parameters: MergeWalletsParameters): WalletEntry[] {
  const drafts: Draft[] = []
  const byRdns = new Map<string, Draft>()
  const byExplorerId = new Map<string, Draft>()
  const byName = new Map<string, Draft>()
  let walletConnect: Draft | undefined

  const index = (draft: Draft) => {
    if (draft.walletConnect) return
    if (draft.rdns && !byRdns.has(draft.rdns)) byRdns.set(draft.rdns, draft)
    if (draft.explorerId && !byExplorerId.has(draft.explorerId)) byExplorerId.set(draft.explorerId, draft)
    const name = normalizeWalletName(draft.name)
    if (name && !byName.has(name)) byName.set(name, draft)
  }
  const find = (keys: { rdns?: string | null; explorerId?: string; name: string }) => {
    const compatible = (draft: Draft | undefined) =>
      draft &&
      !(keys.rdns && draft.rdns && keys.rdns !== draft.rdns) &&
      !(keys.explorerId && draft.explorerId && keys.explorerId !== draft.explorerId)
        ? draft
        : undefined
    return (
      (keys.rdns ? compatible(byRdns.get(keys.rdns)) : undefined) ??
      (keys.explorerId ? compatible(byExplorerId.get(keys.explorerId)) : undefined) ??
      compatible(byName.get(normalizeWalletName(keys.name)))
    )
  }
  const create = (fields: Partial<Draft> & Pick<Draft, 'id' | 'name'>): Draft => {
    const draft: Draft = {
      connectors: [],
      namespaces: [],
      installed: false,
      group: 'other',
      links: {},
      walletConnect: false,
      position: drafts.length,
      custom: false,
      fromRegistry: false,
      ...fields,
    }
    drafts.push(draft)
    return draft
  }

  for (const connector of parameters.connectors ?? []) {
    if (hiddenConnectorTypes.has(connector.type)) continue
    if (connector.type === 'WALLET_CONNECT') {
      walletConnect ??= create({ id: walletConnectEntryId, name: 'WalletConnect', walletConnect: true })
      addConnector(walletConnect, connector)
      continue
    }
    const keys = {
      name: connector.name,
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
      ...(connector.explorerId ? { explorerId: connector.explorerId } : {}),
    }
    const draft = find(keys) ?? create({ id: connector.explorerId ?? connector.id, name: connector.name })
    addConnector(draft, connector)
    index(draft)
  }

  for (const wallet of parameters.registry ?? []) {
    const draft =
      find({ rdns: wallet.rdns, explorerId: wallet.id, name: wallet.name }) ??
      create({ id: wallet.id, name: wallet.name })
    draft.fromRegistry = true
    if (wallet.chains)
      draft.registryNamespaces = [...new Set(wallet.chains.map((chain) => chain.split(':')[0] ?? ''))]
    if (!draft.explorerId) {
      draft.explorerId = wallet.id
      if (!draft.custom) draft.id = wallet.id
    }
    draft.imageId ??= wallet.image_id
    if (wallet.rdns) draft.rdns ??= wallet.rdns
    fillLinks(draft.links, {
      mobile: wallet.mobile_link,
      desktop: wallet.desktop_link,
      webapp: wallet.webapp_link,
      homepage: wallet.homepage,
    })
    index(draft)
  }

  for (const wallet of parameters.customWallets ?? []) {
    // A custom wallet's id is a registry id only when the registry knows it.
    const draft =
      byExplorerId.get(wallet.id) ??
      find({ rdns: wallet.rdns, name: wallet.name }) ??
      create({ id: wallet.id, name: wallet.name })
    draft.custom = true
    if (wallet.image_url) draft.imageUrl ??= wallet.image_url
    if (wallet.rdns) draft.rdns ??= wallet.rdns
    fillLinks(draft.links, {
      mobile: wallet.mobile_link,
      desktop: wallet.desktop_link,
      webapp: wallet.webapp_link,
      homepage: wallet.homepage,
    })
    index(draft)
  }

  const excluded = new Set(parameters.excludeWalletIds ?? [])
  const included = new Set(parameters.includeWalletIds ?? [])
  const kept = drafts.filter((draft) => {
    const ids = [draft.id, draft.explorerId, ...draft.connectors.map((connector) => connector.explorerId)]
    if (ids.some((id) => id !== undefined && excluded.has(id))) return false
    const registryOnly = draft.fromRegistry && !draft.custom && draft.connectors.length === 0
    if (registryOnly && !isReachable(draft, parameters.walletConnectNamespaces)) return false
    return !(registryOnly && included.size > 0 && !included.has(draft.explorerId ?? draft.id))
  })

  const recentIds = (parameters.recentWallets ?? []).map((wallet) => wallet.id)
  const featuredIds = parameters.featuredWalletIds ?? []
  const recommendedIds = parameters.recommendedWalletIds ?? []
  const rankWithin = new Map<Draft, number>()
  let recentCount = 0
  for (const draft of kept) {
    const recentIndex = recentIds.findIndex(
      (id) =>
        id === draft.id ||
        id === draft.explorerId ||
        draft.connectors.some((connector) => connector.id === id),
    )
    const featuredIndex = draft.explorerId ? featuredIds.indexOf(draft.explorerId) : -1
    const recommendedIndex = draft.explorerId ? recommendedIds.indexOf(draft.explorerId) : -1
    if (recentIndex >= 0 && recentIndex < recentWalletsMax && recentCount < recentWalletsMax) {
      draft.group = 'recent'
      recentCount++
      rankWithin.set(draft, recentIndex)
    } else if (draft.installed) draft.group = 'installed'
    else if (featuredIndex >= 0) {
      draft.group = 'featured'
      rankWithin.set(draft, featuredIndex)
    } else if (recommendedIndex >= 0) {
      draft.group = 'recommended'
      rankWithin.set(draft, recommendedIndex)
    }
  }

  return kept
    .sort(
      (a, b) =>
        (groupRank.get(a.group) ?? 0) - (groupRank.get(b.group) ?? 0) ||
        (rankWithin.get(a) ?? a.position) - (rankWithin.get(b) ?? b.position),
    )
    .map(
      ({
        position: _position,
        custom: _custom,
        fromRegistry: _fromRegistry,
        registryNamespaces: _registryNamespaces,
        ...entry
      }) => entry,
    )
}

/** A registry-only wallet pairs through WalletConnect: only in a namespace WalletConnect reaches on this page. */
function isReachable(draft: Draft, walletConnectNamespaces: readonly string[] | undefined): boolean {
  if (!walletConnectNamespaces || !draft.registryNamespaces) return true
  return draft.registryNamespaces.some((namespace) => walletConnectNamespaces.includes(namespace))
}

function addConnector(draft: Draft, connector: Connector): void {
  draft.connectors = [...draft.connectors, connector].sort(
    (a, b) => connectorRank[a.type] - connectorRank[b.type],
  )
  if (!draft.namespaces.includes(connector.namespace))
    draft.namespaces = [...draft.namespaces, connector.namespace as ChainNamespace]
  if (connector.rdns) draft.rdns ??= connector.rdns
  if (connector.explorerId) draft.explorerId ??= connector.explorerId
  if (connector.imageUrl) draft.imageUrl ??= connector.imageUrl
  if (isInstalled(connector)) draft.installed = true
}

function isInstalled(connector: Connector): boolean {
  if (connector.installed !== undefined) return connector.installed
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}

function fillLinks(links: WalletLinks, from: Record<keyof WalletLinks, string | null | undefined>): void {
  for (const key of Object.keys(from) as (keyof WalletLinks)[]) {
    const value = from[key]
    if (value && !links[key]) links[key] = value
  }
}
