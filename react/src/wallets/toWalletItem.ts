import type { ChainNamespace, Kernel } from '@foyer/core/eager'
import type { Wallet } from '@foyer/core/schemas'
import { getWalletImageUrl } from './getWalletApi.js'
import type { WalletEntry } from './WalletEntry.js'

/** AppKit's `WalletItem`: one wallet of a headless connect UI (`useAppKitWallets`). */
export type WalletItem = {
  id: string
  name: string
  imageUrl: string
  imageId?: string
  /** The connectors that reach the wallet directly (extension, injected); empty for a WalletConnect-only wallet. */
  connectors: { id: string; rdns?: string; chain: ChainNamespace; chainImageUrl?: string }[]
  walletInfo: {
    description?: string
    supportedChains?: string[]
    supportedNamespaces?: ChainNamespace[]
    website?: string
    installationLinks?: { appStore?: string; playStore?: string; chromeStore?: string; desktopLink?: string }
    deepLink?: string
    linkMode?: string
    isCertified?: boolean
    supportsWcPay?: boolean
  }
  isInjected: boolean
  isRecent: boolean
}

const defined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as T

/** A wallet of the Connect list (connectors, registry and custom wallets merged) as a `WalletItem`. */
export function walletItemFromEntry(kernel: Kernel, entry: WalletEntry): WalletItem {
  const imageUrl = getWalletImageUrl(kernel, entry) ?? ''
  return {
    id: entry.id,
    name: entry.name,
    imageUrl,
    ...(entry.imageId ? { imageId: entry.imageId } : {}),
    connectors: entry.connectors
      .filter((connector) => connector.type !== 'WALLET_CONNECT')
      .map((connector) => ({
        id: connector.id,
        chain: connector.namespace,
        ...(connector.rdns ? { rdns: connector.rdns } : {}),
      })),
    walletInfo: defined({
      supportedNamespaces: entry.namespaces.length ? entry.namespaces : undefined,
      website: entry.links.homepage ?? entry.links.webapp,
      deepLink: entry.links.mobile,
      installationLinks: entry.links.desktop ? { desktopLink: entry.links.desktop } : undefined,
    }),
    isInjected: entry.installed,
    isRecent: entry.group === 'recent',
  }
}

/** A wallet of the registry (the Wallet API's `getWallets`) as a `WalletItem`: reached through WalletConnect. */
export function walletItemFromRegistry(kernel: Kernel, wallet: Wallet): WalletItem {
  const namespaces = [
    ...new Set((wallet.chains ?? []).map((chain) => chain.split(':')[0] as ChainNamespace)),
  ].filter(Boolean)
  const installationLinks = defined({
    appStore: wallet.app_store ?? undefined,
    playStore: wallet.play_store ?? undefined,
    chromeStore: wallet.chrome_store ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
  })
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: getWalletImageUrl(kernel, { imageId: wallet.image_id }) ?? '',
    imageId: wallet.image_id,
    connectors: [],
    walletInfo: defined({
      supportedChains: wallet.chains,
      supportedNamespaces: namespaces.length ? namespaces : undefined,
      website: wallet.homepage ?? undefined,
      installationLinks: Object.keys(installationLinks).length ? installationLinks : undefined,
      deepLink: wallet.mobile_link ?? undefined,
      isCertified: wallet.badge_type === 'certified',
    }),
    isInjected: false,
    isRecent: false,
  }
}
